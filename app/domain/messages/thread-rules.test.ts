import { describe, expect, it } from "vitest";
import { cleanBody, MESSAGE_MAX_CHARS, messageProblem, rateLimitMessage, THREAD_CLOSED_MESSAGE, threadClosedMessage } from "./thread-rules";

const now = new Date("2026-12-03T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("a message's text and files", () => {
  it("trims the text and takes 1 to 5,000 characters", () => {
    expect(cleanBody("  Tuesday works.\n\n")).toBe("Tuesday works.");
    expect(messageProblem("x", 0)).toBeNull();
    expect(messageProblem("x".repeat(MESSAGE_MAX_CHARS), 0)).toBeNull();
    expect(messageProblem(` ${"x".repeat(MESSAGE_MAX_CHARS)} `, 0)).toBeNull();
    expect(messageProblem("x".repeat(MESSAGE_MAX_CHARS + 1), 0)).toEqual({ field: "body", message: "Please keep a message to 5,000 characters." });
  });

  it("refuses an empty text unless a file comes with it", () => {
    expect(messageProblem("  \n ", 0)).toEqual({ field: "body", message: "Please write a message." });
    expect(messageProblem("", 1)).toBeNull();
  });

  it("takes at most 3 files", () => {
    expect(messageProblem("Photos", 3)).toBeNull();
    expect(messageProblem("Photos", 4)?.field).toBe("attachments");
  });
});

describe("a closed thread", () => {
  const open = { contactStoppedAt: null, erasedAt: null, returnStatus: null };
  it("is open until the homeowner stops contacts or is erased, or the lead is returned with credit or replaced", () => {
    expect(threadClosedMessage(open)).toBeNull();
    expect(threadClosedMessage({ ...open, returnStatus: "pending" })).toBeNull();
    expect(threadClosedMessage({ ...open, returnStatus: "denied" })).toBeNull();
    expect(threadClosedMessage({ ...open, contactStoppedAt: now })).toBe(THREAD_CLOSED_MESSAGE);
    expect(threadClosedMessage({ ...open, erasedAt: now, contactStoppedAt: now })).toMatch(/removed at their request/);
    expect(threadClosedMessage({ ...open, returnStatus: "credited" })).toMatch(/returned/);
    expect(threadClosedMessage({ ...open, returnStatus: "replaced" })).toMatch(/returned/);
  });
});

describe("the rate limit of one side of a thread", () => {
  it("allows 5 messages a minute", () => {
    const four = [1, 2, 3, 4].map((s) => ago(s * 1000));
    expect(rateLimitMessage(four, now)).toBeNull();
    expect(rateLimitMessage([...four, ago(5000)], now)).toMatch(/last minute/);
    // Older than a minute: no longer in the burst window.
    expect(rateLimitMessage([...four, ago(61_000)], now)).toBeNull();
  });

  it("allows 20 messages an hour", () => {
    const spread = Array.from({ length: 19 }, (_, i) => ago((i + 2) * 120_000));
    expect(rateLimitMessage(spread, now)).toBeNull();
    expect(rateLimitMessage([...spread, ago(3_000_000)], now)).toMatch(/last hour/);
    expect(rateLimitMessage([...spread, ago(3_700_000)], now)).toBeNull();
  });
});
