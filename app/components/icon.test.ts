import { describe, expect, it } from "vitest";
import { categories } from "~/content/categories";
import * as help from "~/content/help";
import * as marketing from "~/content/marketing";
import { services } from "~/content/services";
import { iconNames } from "./icon";

/** Every icon a content module names must be in the explicit map, or it would render as the fallback. */
function namesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => namesIn(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "icon" && typeof v === "string") out.add(v);
      else namesIn(v, out);
    }
  }
  return out;
}

describe("icon map", () => {
  it("covers every icon named by content", () => {
    const used = namesIn([categories, help, marketing, services]);
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(iconNames).toContain(name);
  });
});
