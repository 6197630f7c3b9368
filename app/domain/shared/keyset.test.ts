import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./keyset";
import { DomainError } from "./errors";

describe("keyset cursors", () => {
  it("round-trips the key, microseconds and offset included", () => {
    const key = { at: "2026-11-25 08:57:31.123456+00", id: "0b6e2f4c-7d1a-4c3e-9f7a-2b8c1d0e5f6a" };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(encodeCursor(key)).toMatch(/^[\w-]+$/);
  });

  it.each([
    ["not base64 JSON", "not-a-cursor"],
    ["an object", Buffer.from(JSON.stringify({ at: "x" })).toString("base64url")],
    ["SQL in the timestamp", encodeCursor({ at: "2026-11-25'); drop table leads; --", id: "0b6e2f4c-7d1a-4c3e-9f7a-2b8c1d0e5f6a" })],
    ["a bad id", encodeCursor({ at: "2026-11-25 08:57:31+00", id: "1 or 1=1" })],
  ])("refuses %s as invalid input (400), never passing it on", (_name, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(DomainError);
    expect(() => decodeCursor(cursor)).toThrow("This page link is not valid");
  });
});
