/**
 * What a page makes the browser download before it is usable: its module
 * scripts (the <script type="module"> tags and modulepreload links, plus
 * every chunk they statically import, from Vite's manifest) and stylesheets,
 * with their gzip sizes. Shared by `npm run bench:web` and the JS budget test
 * (tests/servers/js-budget.test.ts), so both count bytes the same way.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { isInteractive, pageIslands } from "../app/browser/route-handle.ts";
import { islandAssets } from "../app/browser/vite/island-entries.ts";

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type AssetTotals = { files: string[]; raw: number; gzip: number };
export type PageAssets = {
  /** Module scripts in the document (src or inline import), before following imports. */
  moduleScripts: number;
  js: AssetTotals;
  css: AssetTotals;
  html: { raw: number; gzip: number };
};

/** Executable module code of a document: external module scripts, inline modules, modulepreload links. */
export function moduleScriptRefs(html: string): { scripts: number; files: string[] } {
  const files = new Set<string>();
  let scripts = 0;
  for (const [, attributes = "", body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\btype="module"/.test(attributes)) continue;
    scripts += 1;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) files.add(src);
    for (const m of (body ?? "").matchAll(/(?:import\(|from\s*)["'](\/[^"']+\.js)["']/g)) files.add(m[1]!);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) files.add(href);
  }
  return { scripts, files: [...files] };
}

export function stylesheetRefs(html: string): string[] {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href?.startsWith("/assets/") && /\brel="stylesheet"/.test(tag)) files.add(href);
  }
  return [...files];
}

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
}

/** The files plus everything they import statically, per the manifest (what the browser fetches before running). */
export function withStaticImports(files: string[], manifest: Manifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, { key, chunk }]));
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const key of byFile.get(url)?.chunk.imports ?? []) {
      const chunk = manifest[key];
      if (chunk) visit(`/${chunk.file}`);
    }
  };
  files.forEach(visit);
  return [...seen].sort();
}

const gzipSize = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

function totals(files: string[], clientDir: string): AssetTotals {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(clientDir, f));
    raw += buf.length;
    gzip += gzipSize(buf);
  }
  return { files, raw, gzip };
}

export function pageAssets(html: string, clientDir: string, manifest: Manifest = readManifest(clientDir)): PageAssets {
  const { scripts, files } = moduleScriptRefs(html);
  return {
    moduleScripts: scripts,
    js: totals(withStaticImports(files, manifest), clientDir),
    css: totals(stylesheetRefs(html), clientDir),
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html) },
  };
}

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { handle?: unknown } };
type TreeRoute = { id: string; path?: string; index?: boolean; handle?: unknown; children?: TreeRoute[] };

/**
 * Whether a path's routes declare `handle.hydrate` or `handle.islands` (app/browser/route-handle.ts),
 * read from the production server build itself, so the budget follows the
 * routes' own declarations rather than a second list.
 */
export async function loadRouteHydration(buildDir: string): Promise<(pathname: string) => boolean> {
  const { matchRoutes } = await import("react-router");
  const build = (await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href)) as { routes: Record<string, BuildRoute> };
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const r of Object.values(build.routes)) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const tree = (parentId: string | undefined): TreeRoute[] =>
    (children.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      handle: r.module.handle,
      ...(r.index ? {} : { children: tree(r.id) }),
    }));
  const routes = tree(undefined);
  return (pathname) => isInteractive((matchRoutes(routes as never, pathname) ?? []).map((m) => m.route as TreeRoute));
}

type AssetsRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[]; hasDefaultExport?: boolean };
type ServerBuild = {
  assets: { entry: { module: string; imports?: string[] }; routes: Record<string, AssetsRoute> };
  routes: Record<string, { module: { handle?: unknown } }>;
};

export type RouteFirstLoad = { id: string; pattern: string; js: AssetTotals };

/**
 * Every page route of the build whose route chain declares `handle.hydrate` or `handle.islands`, with the
 * JavaScript its document loads first. Hydrated: the client entry, then root and each route of the chain, each
 * with the static imports React Router lists for it (what <Scripts> turns into module scripts and
 * modulepreloads). Islands: the island runtime and the page's island entries with their static imports
 * (<IslandScripts>), never the route module. Read from the build alone,
 * so pages behind a sign-in (/pro, /admin) are measured the same way as public ones.
 */
export async function hydratedRouteFirstLoads(buildDir: string): Promise<RouteFirstLoad[]> {
  const build = (await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href)) as ServerBuild;
  const clientDir = path.resolve(buildDir, "client");
  const { entry, routes } = build.assets;
  let clientManifest: Manifest | undefined;
  const manifest = () => (clientManifest ??= readManifest(clientDir));
  let assets: ReturnType<typeof islandAssets> | undefined;
  const islands = () => (assets ??= islandAssets(manifest(), process.cwd()));
  const chainOf = (id: string): AssetsRoute[] => {
    const route = routes[id]!;
    return [...(route.parentId ? chainOf(route.parentId) : []), route];
  };
  const loads: RouteFirstLoad[] = [];
  for (const route of Object.values(routes)) {
    // Layouts are measured with each page under them.
    if (!route.hasDefaultExport || Object.values(routes).some((r) => r.parentId === route.id)) continue;
    const chain = chainOf(route.id);
    const handles = chain.map((r) => ({ id: r.id, handle: build.routes[r.id]?.module.handle }));
    if (!isInteractive(handles)) continue;
    const names = pageIslands(handles);
    const files = names
      ? withStaticImports([islands().runtime, ...names.map((n) => islands().islands[n]!)], manifest())
      : [...new Set([entry.module, ...(entry.imports ?? []), ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])])])];
    const pattern =
      "/" +
      chain
        .map((r) => r.path ?? "")
        .filter(Boolean)
        .join("/");
    loads.push({ id: route.id, pattern, js: totals(files.toSorted(), clientDir) });
  }
  return loads.toSorted((a, b) => a.pattern.localeCompare(b.pattern));
}
