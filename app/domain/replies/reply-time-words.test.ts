import { describe, expect, it } from "vitest";
import { replyTimeWords } from "./reply-time-words";

describe("reply time words", () => {
  it("rounds a reply median up to a promise the pro keeps", () => {
    expect([
      replyTimeWords(null),
      replyTimeWords(3),
      replyTimeWords(41),
      replyTimeWords(60),
      replyTimeWords(61),
      replyTimeWords(23 * 60 + 1),
      replyTimeWords(50 * 60),
    ]).toEqual([
      null,
      "usually replies within 5 minutes",
      "usually replies within 45 minutes",
      "usually replies within 1 hour",
      "usually replies within 2 hours",
      "usually replies within 1 day",
      "usually replies within 3 days",
    ]);
  });
});
