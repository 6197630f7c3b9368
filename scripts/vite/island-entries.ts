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

export const islandRuntimeSource = "app/components/islands/hydrate-islands.ts";
export const islandEntriesDir = "app/components/islands/entries";

type ManifestChunk = { file: string; imports?: string[] };
/** A chunk to import, and it with every chunk it statically imports (what the browser loads), as URLs. */
export type IslandAsset = { module: string; chunks: string[] };
export type IslandAssets = { runtime: IslandAsset; islands: Record<string, IslandAsset> };

/** The island names: the entry files' base names. */
export function islandNames(root: string): string[] {
  return readdirSync(path.join(root, islandEntriesDir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => f.replace(/\.tsx?$/, ""))
    .toSorted();
}

function entrySource(root: string, name: string): string {
  const file = readdirSync(path.join(root, islandEntriesDir)).find((f) => f === `${name}.ts` || f === `${name}.tsx`);
  if (!file) throw new Error(`No island entry named "${name}" in ${islandEntriesDir}.`);
  return `${islandEntriesDir}/${file}`;
}

/** The runtime's and each island's chunk with their static imports, from the client build's Vite manifest. */
export function islandAssets(manifest: Record<string, ManifestChunk>, root: string, base = "/"): IslandAssets {
  const asset = (key: string): IslandAsset => {
    if (!manifest[key]) throw new Error(`The client build has no chunk for ${key}.`);
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      for (const i of manifest[k]?.imports ?? []) visit(i);
    };
    visit(key);
    const chunks = [...seen].map((k) => base + manifest[k]!.file);
    return { module: chunks[0]!, chunks };
  };
  return {
    runtime: asset(islandRuntimeSource),
    islands: Object.fromEntries(islandNames(root).map((name) => [name, asset(entrySource(root, name))])),
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
      for (const name of islandNames(root)) {
        this.emitFile({ type: "chunk", id: path.join(root, entrySource(root, name)), name: `island-${name}` });
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
