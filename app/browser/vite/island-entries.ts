/**
 * Decision 0040: a page with islands loads the island runtime and its islands' own modules, not its route module
 * (which holds the whole page: hero, icons, meta, and through React Router's `withComponentProps` the router).
 * Each file in app/components/islands/entries/ becomes an entry chunk of the client build, as does the runtime;
 * the server build reads their files and static imports from the client build's manifest through
 * `virtual:island-entries`, for <IslandScripts>. In development the module exports null: pages with islands
 * hydrate whole there (root.tsx).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const islandRuntimeSource = "app/browser/hydrate-islands.ts";
export const islandEntriesDir = "app/components/islands/entries";

type ManifestChunk = { file: string; imports?: string[] };
/**
 * The URL of the runtime's entry chunk and of each island's, by name. What else each imports is the manifest's
 * to say (scripts/page-assets.ts follows it for the budget; the browser's module loader, for the page).
 */
export type IslandAssets = { runtime: string; islands: Record<string, string> };

/** Each island's name (the entry file's base name) and its source file, from one read of the directory. */
export function islandEntryFiles(root: string): [name: string, source: string][] {
  return readdirSync(path.join(root, islandEntriesDir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .toSorted()
    .map((f) => [f.replace(/\.tsx?$/, ""), `${islandEntriesDir}/${f}`]);
}

/** The runtime's and each island's entry chunk, from the client build's Vite manifest. */
export function islandAssets(manifest: Record<string, ManifestChunk>, root: string, base = "/"): IslandAssets {
  const url = (key: string): string => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}.`);
    return base + chunk.file;
  };
  return {
    runtime: url(islandRuntimeSource),
    islands: Object.fromEntries(islandEntryFiles(root).map(([name, source]) => [name, url(source)])),
  };
}

const virtualId = "virtual:island-entries";
const resolvedId = "\0" + virtualId;

export function islandEntries({ clientOutDir }: { clientOutDir: string }): Plugin {
  let root = process.cwd();
  let base = "/";
  return {
    name: "thp:island-entries",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildStart() {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      this.emitFile({ type: "chunk", id: path.join(root, islandRuntimeSource), name: "islands" });
      for (const [name, source] of islandEntryFiles(root)) {
        this.emitFile({ type: "chunk", id: path.join(root, source), name: `island-${name}` });
      }
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      // The browser's root module and the development server never render <IslandScripts>.
      if (this.environment.name === "client" || this.environment.mode !== "build") return "export default null;";
      // React Router builds the client first (its server build needs the same manifest).
      const manifest = JSON.parse(readFileSync(path.resolve(root, clientOutDir, ".vite", "manifest.json"), "utf8"));
      return `export default ${JSON.stringify(islandAssets(manifest, root, base))};`;
    },
  };
}
