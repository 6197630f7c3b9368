import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandAssets, islandEntriesDir, islandNames, islandRuntimeSource } from "../../../scripts/vite/island-entries";
import type { IslandEntry } from "./define-island";

const root = path.resolve(import.meta.dirname, "../../..");

describe("island entries (docs/decisions/0040)", () => {
  it("each entry file declares the island named after it", async () => {
    const names = islandNames(root);
    expect(names).toContain("quote-request");
    for (const name of names) {
      const entry = ((await import(path.join(root, islandEntriesDir, `${name}.ts`))) as { default: IslandEntry }).default;
      expect(entry.name, `${name}.ts`).toBe(name);
      expect(typeof entry.component, `${name}.ts`).toBe("function");
    }
  });

  it("a page loads the runtime and its islands with every chunk they import, once each", () => {
    const names = islandNames(root);
    const manifest: Record<string, { file: string; imports?: string[] }> = {
      [islandRuntimeSource]: { file: "assets/islands.js", imports: ["_preact.js"] },
      "_preact.js": { file: "assets/preact.js" },
      "_form.js": { file: "assets/form.js", imports: ["_preact.js", "_utils.js"] },
      "_utils.js": { file: "assets/utils.js", imports: ["_preact.js"] },
      ...Object.fromEntries(names.map((n) => [`${islandEntriesDir}/${n}.ts`, { file: `assets/island-${n}.js`, imports: ["_form.js"] }])),
    };
    const assets = islandAssets(manifest, root);
    expect(assets.runtime).toEqual({ module: "/assets/islands.js", chunks: ["/assets/islands.js", "/assets/preact.js"] });
    expect(assets.islands["quote-request"]).toEqual({
      module: "/assets/island-quote-request.js",
      chunks: ["/assets/island-quote-request.js", "/assets/form.js", "/assets/preact.js", "/assets/utils.js"],
    });
    expect(() => islandAssets({ ...manifest, [islandRuntimeSource]: undefined as never }, root)).toThrow(/no chunk/);
  });
});
