import { describe, expect, it } from "vitest";
import { textKeywordOf } from "./text-keywords";

describe("inbound text keywords", () => {
  it("reads the six opt-out words, the three opt-in words and HELP/INFO, trimmed, in any case", () => {
    for (const word of ["STOP", "stop", " Stop\n", "STOPALL", "unsubscribe", "Cancel", "END", "quit"]) expect(textKeywordOf(word)).toBe("opt-out");
    for (const word of ["START", "start", "Unstop", " yes "]) expect(textKeywordOf(word)).toBe("opt-in");
    for (const word of ["HELP", "help", "Info"]) expect(textKeywordOf(word)).toBe("help");
  });

  it("takes only the whole message as the keyword", () => {
    for (const text of ["please stop", "STOP texting me", "stop.", "S T O P", "", "  ", "helpful", "yes please", "ST0P"])
      expect(textKeywordOf(text)).toBeUndefined();
  });
});
