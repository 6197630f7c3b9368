import { describe, expect, it } from "vitest";
import { freeSlug, slugBase, SLUG_MAX } from "./contractor-slug";

describe("contractor slugs", () => {
  it("are the business name in lower case with hyphens, accents dropped", () => {
    expect(slugBase("Acme Roofing & Sons, LLC")).toBe("acme-roofing-sons-llc");
    expect(slugBase("  Café Électrique  ")).toBe("cafe-electrique");
    expect(slugBase("***")).toBe("pro");
    expect(slugBase("A".repeat(200)).length).toBe(SLUG_MAX);
  });
  it("take the first free suffix on a collision", () => {
    expect(freeSlug("acme", new Set())).toBe("acme");
    expect(freeSlug("acme", new Set(["acme"]))).toBe("acme-2");
    expect(freeSlug("acme", new Set(["acme", "acme-2", "acme-3"]))).toBe("acme-4");
  });
});
