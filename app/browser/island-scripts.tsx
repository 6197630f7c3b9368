import islandAssets from "virtual:island-entries";

/**
 * The scripts of a page with islands (docs/decisions/0040), in place of the router's <Scripts>: one inline
 * module that, once the page has painted, imports the island runtime and the page's island entry chunks (from
 * the client build's manifest, app/browser/vite/island-entries.ts) and hands the islands to the runtime. No route
 * module, no router, no route manifest, no entry module. Nothing is fetched before the first paint: the page is
 * complete HTML and its forms post without JavaScript, so the paint never waits on modules (Lighthouse counted
 * the 30-40 modulepreloads of the <head> against LCP). No modulepreloads after it either: starting each fetch
 * from a <link> cost the main thread 50-120 ms at 4x CPU per page, where the module loader's own fetches of the
 * same chunks, as their importers arrive, cost 0-20 ms (it cut Total Blocking Time).
 */
export function IslandScripts({ names, nonce }: { names: readonly string[]; nonce: string | undefined }) {
  if (!islandAssets) return null;
  const entries = names.map((name) => {
    const entry = islandAssets.islands[name];
    if (!entry) throw new Error(`No island entry named "${name}" (app/components/islands/entries/).`);
    return entry;
  });
  const imports = [islandAssets.runtime, ...entries].map((url) => `import(${JSON.stringify(url)})`).join(",");
  const start = `requestAnimationFrame(()=>setTimeout(()=>Promise.all([${imports}]).then(([r,...e])=>r.hydrateIslands(e.map(i=>i.default)))))`;
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />;
}
