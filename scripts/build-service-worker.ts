/**
 * Builds the contractor app's service worker (app/pwa/sw.ts) into the client
 * build as /pro/sw.js, after `react-router build`: Workbox's modules are
 * bundled into the one file, with the list of what it precaches, read from
 * the client build's Vite manifest: the browser entry, the root and every
 * dashboard page module with their static imports and stylesheets, and the
 * offline page, whose revision is this list's hash (it changes with any asset).
 *   BUILD_DIR   the build to add it to (default build/), as react-router.config.ts
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { PRO_OFFLINE_URL } from "../app/pwa/pro-app.ts";
import { islandEntriesDir, islandRuntimeSource } from "../app/browser/vite/island-entries.ts";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
export type PrecacheEntry = { url: string; revision: string | null };

/** Source keys of the modules a dashboard page needs before it runs (not its lazily loaded parts). */
const isShellKey = (key: string) =>
  /^app\/(entry\.client|root)\.tsx|^app\/routes\/pro-[a-z-]+\.tsx\?|^app\/routes\/pro-[a-z-]+\.tsx$/.test(key) ||
  key.endsWith("app/app.css") ||
  // Available leads runs as islands: their runtime and the dashboard's own island entries.
  key === islandRuntimeSource ||
  key.startsWith(`${islandEntriesDir}/pro-`);

export function precacheEntries(manifest: Manifest): PrecacheEntry[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  Object.keys(manifest).filter(isShellKey).forEach(visit);
  const assets = [...files].toSorted();
  if (assets.length === 0) throw new Error("The client build's manifest names no dashboard modules: build the app first.");
  const revision = createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 16);
  // Hashed file names are their own revision.
  return [{ url: PRO_OFFLINE_URL, revision }, ...assets.map((url) => ({ url, revision: null }))];
}

async function main() {
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run react-router build first.`);
  const entries = precacheEntries(JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest);
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    // Workbox logs to the console in development builds only.
    define: { "process.env.NODE_ENV": JSON.stringify("production"), __PRO_APP_PRECACHE__: JSON.stringify(entries) },
    build: {
      outDir: path.join(clientDir, "pro"),
      emptyOutDir: false,
      copyPublicDir: false,
      target: "es2022",
      minify: true,
      rolldownOptions: {
        input: path.resolve("app/pwa/sw.ts"),
        // A classic script: every browser registers it without { type: "module" }.
        output: { format: "iife", entryFileNames: "sw.js" },
      },
    },
  });
  console.log(`/pro/sw.js: ${entries.length} precached files`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
