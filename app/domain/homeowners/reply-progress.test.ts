import { describe, expect, it } from "vitest";
import { durationWords, replyProgress, replyWords } from "./reply-progress";

const requestedAt = new Date("2026-12-01T15:00:00Z");
const at = (minutes: number) => new Date(requestedAt.getTime() + minutes * 60_000);
const base = { prosRequested: 3, requestedAt, quoted: 0, buyers: [], now: at(60), timeZone: "America/New_York" };

describe("durationWords", () => {
  it("says minutes under an hour, hours under two days, then days, rounded", () => {
    expect(durationWords(20_000)).toBe("less than a minute");
    expect(durationWords(60_000)).toBe("1 minute");
    expect(durationWords(40 * 60_000 + 20_000)).toBe("40 minutes");
    expect(durationWords(59 * 60_000 + 40_000)).toBe("1 hour");
    expect(durationWords(60 * 60_000)).toBe("1 hour");
    expect(durationWords(150 * 60_000)).toBe("3 hours");
    expect(durationWords(30 * 3600_000)).toBe("30 hours");
    expect(durationWords(60 * 3600_000)).toBe("3 days");
  });
});

describe("replyProgress", () => {
  it("counts the quotes against the pros asked for", () => {
    expect(replyProgress({ ...base, quoted: 2 }).summary).toBe("2 of 3 pros have sent a quote");
    expect(replyProgress({ ...base, quoted: 1 }).summary).toBe("1 of 3 pros has sent a quote");
    expect(replyProgress({ ...base, prosRequested: 1, quoted: 1 }).summary).toBe("1 of 1 pro has sent a quote");
  });

  it("without a quote says what is true: nobody took it, the pros have until the 24 hours are up, or they are up", () => {
    expect(replyProgress(base).summary).toBe("No quote yet: no pro has taken your request so far");
    const one = [{ businessName: "Skyline Roofing Co.", firstReplyAt: null }];
    expect(replyProgress({ ...base, buyers: one }).summary).toBe("No quote yet: the pro who took your request has until Dec 2, 2026, 10:00 AM EST to send one");
    expect(replyProgress({ ...base, buyers: [...one, ...one], timeZone: "America/Los_Angeles" }).summary).toBe(
      "No quote yet: the pros who took your request have until Dec 2, 2026, 7:00 AM PST to send one",
    );
    expect(replyProgress({ ...base, buyers: one, now: at(24 * 60) }).summary).toBe("No quote yet from the pro who took your request");
  });

  it("names each pro who replied (a quote or a message) and how soon after the request, in purchase order", () => {
    const progress = replyProgress({
      ...base,
      quoted: 1,
      buyers: [
        { businessName: "Skyline Roofing Co.", firstReplyAt: at(40) },
        { businessName: "Quiet Pro", firstReplyAt: null },
        { businessName: "Late Roofers", firstReplyAt: at(26 * 60) },
      ],
    });
    expect(progress.replies).toEqual(["Skyline Roofing Co. replied 40 minutes after your request", "Late Roofers replied 26 hours after your request"]);
  });

  it("never says a pro replied before the request", () => expect(replyWords("A", requestedAt, at(-5))).toBe("A replied less than a minute after your request"));
});
