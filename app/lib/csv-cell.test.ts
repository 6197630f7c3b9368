import { describe, expect, it } from "vitest";
import { csvCell } from "./csv-cell";

describe("csvCell", () => {
  it.each(['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])("prefixes %j with an apostrophe", (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });
  it("leaves plain text, numbers and empty cells alone", () => {
    expect(csvCell("Acme Roofing = best")).toBe("Acme Roofing = best");
    expect(csvCell(-12.5)).toBe(-12.5);
    expect(csvCell(null)).toBe("");
  });
});
