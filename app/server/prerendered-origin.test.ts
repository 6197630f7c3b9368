import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderedOrigin, prerenderedOriginMismatch } from "./prerendered-origin";

describe("the prerendered pages' origin", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-prerendered-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(path.join(dir, "index.html"), '<!DOCTYPE html><html><head><link rel="canonical" href="http://localhost:3000/"/></head></html>');

  it("is read from the home page's canonical link", () => {
    expect(prerenderedOrigin('<link rel="canonical" href="https://homepros.example/about"/>')).toBe("https://homepros.example");
    expect(prerenderedOrigin("<html></html>")).toBeUndefined();
    expect(prerenderedOrigin('<link rel="canonical" href="not a url"/>')).toBeUndefined();
  });

  it("names both origins when the build was made for another PUBLIC_URL, and nothing when they agree", () => {
    expect(prerenderedOriginMismatch(dir, "https://homepros.example")).toEqual({ builtFor: "http://localhost:3000", publicOrigin: "https://homepros.example" });
    expect(prerenderedOriginMismatch(dir, "http://localhost:3000")).toBeUndefined();
    expect(prerenderedOriginMismatch(dir, "http://localhost:3000/")).toBeUndefined();
    expect(prerenderedOriginMismatch(path.join(dir, "missing"), "https://homepros.example")).toBeUndefined();
  });
});
