import { describe, expect, it } from "vitest";
import { CONTROL_MESSAGE, MARKUP_MESSAGE, normalizeText, textProblem, UNREADABLE_MESSAGE } from "./text-rules";

describe("textProblem", () => {
  it.each([
    ["plain text", undefined],
    ["José O'Brien-Smith Jr.", undefined],
    ["3 < 4 and 5 > 2", undefined],
    ["Robert'); DROP TABLE quote_requests;--", undefined],
    ["1' OR '1'='1", undefined],
    ["emoji 🏠 ok", undefined],
    ["bad \uFFFD byte", UNREADABLE_MESSAGE],
    ["lone \uD800 surrogate", UNREADABLE_MESSAGE],
    ["null \u0000 byte", CONTROL_MESSAGE],
    ["bell \u0007", CONTROL_MESSAGE],
    ["c1 \u0085 control", CONTROL_MESSAGE],
    ["bidi \u202E override", CONTROL_MESSAGE],
    ["new\nline", CONTROL_MESSAGE],
    ["<script>alert(1)</script>", MARKUP_MESSAGE],
    ["< img src=x onerror=alert(1)>", MARKUP_MESSAGE],
    ["</b>", MARKUP_MESSAGE],
    ["<!-- comment -->", MARKUP_MESSAGE],
    ["javascript:alert(1)", MARKUP_MESSAGE],
    ["JavaScript :alert(1)", MARKUP_MESSAGE],
    ["data:text/html;base64,xxx", MARKUP_MESSAGE],
  ])("%j -> %s", (value, expected) => {
    expect(textProblem(value)).toBe(expected);
  });

  it("allows line breaks and tabs only in multi-line fields", () => {
    expect(textProblem("line 1\nline 2\r\n\tindented", { multiline: true })).toBeUndefined();
    expect(textProblem("line 1\nline 2")).toBe(CONTROL_MESSAGE);
    expect(textProblem("form \u000C feed", { multiline: true })).toBe(CONTROL_MESSAGE);
  });
});

describe("normalizeText", () => {
  it("trims, composes accents and collapses spaces on one line", () => {
    expect(normalizeText("  Jose\u0301   Smith  ")).toBe("José Smith");
  });
  it("keeps the lines of multi-line text, with \\n line ends", () => {
    expect(normalizeText(" a\r\nb\rc  d ", { multiline: true })).toBe("a\nb\nc  d");
  });
  it("leaves lone surrogates for textProblem to report", () => {
    expect(textProblem(normalizeText("x\uD800"))).toBe(UNREADABLE_MESSAGE);
  });
});
