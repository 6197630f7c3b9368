import path from "node:path";
import { describe, expect, it } from "vitest";
import { withStaticImports } from "../../scripts/page-assets";
import { islandAssets, islandEntriesDir, islandEntryFiles, islandRuntimeSource } from "./vite/island-entries";
import type { IslandEntry } from "./define-island";

const root = path.resolve(import.meta.dirname, "../..");

describe("island entries (docs/decisions/0040)", () => {
  it("each entry file declares the island named after it", async () => {
    const entries = islandEntryFiles(root);
    expect(entries.map(([name]) => name)).toContain("quote-request");
    for (const [name, source] of entries) {
      expect(source).toBe(`${islandEntriesDir}/${name}.ts`);
      const entry = ((await import(path.join(root, source))) as { default: IslandEntry }).default;
      expect({ source, name: entry.name, component: typeof entry.component }).toEqual({ source, name, component: "function" });
    }
  });

  it("a page loads the runtime and its islands with every chunk they import, once each", () => {
    const manifest: Record<string, { file: string; imports?: string[] }> = {
      [islandRuntimeSource]: { file: "assets/islands.js", imports: ["_preact.js"] },
      "_preact.js": { file: "assets/preact.js" },
      "_form.js": { file: "assets/form.js", imports: ["_preact.js", "_utils.js"] },
      "_utils.js": { file: "assets/utils.js", imports: ["_preact.js"] },
      ...Object.fromEntries(islandEntryFiles(root).map(([name, source]) => [source, { file: `assets/island-${name}.js`, imports: ["_form.js"] }])),
    };
    const assets = islandAssets(manifest, root);
    expect(assets.runtime).toBe("/assets/islands.js");
    expect(assets.islands["quote-request"]).toBe("/assets/island-quote-request.js");
    expect(withStaticImports([assets.runtime], manifest)).toEqual(["/assets/islands.js", "/assets/preact.js"]);
    expect(withStaticImports([assets.islands["quote-request"]!], manifest)).toEqual([
      "/assets/form.js",
      "/assets/island-quote-request.js",
      "/assets/preact.js",
      "/assets/utils.js",
    ]);
    expect(() => islandAssets({ ...manifest, [islandRuntimeSource]: undefined as never }, root)).toThrow(/no chunk/);
  });
});
