import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/**
 * The scripts of a page with islands (docs/decisions/0040), in place of the router's <Scripts>: one inline
 * module that, once the page has painted, preloads the route's module with its static imports (from React
 * Router's manifest) and imports it, then starts its islands (`handle.islands.start()`). No router state, no
 * route manifest, no entry module. Nothing is fetched before the first paint: the page is complete HTML and its
 * forms post without JavaScript, so the paint never waits on modules (Lighthouse counted the 30-40
 * modulepreloads of the <head> against LCP).
 */
export function IslandScripts({ routeId, nonce }: { routeId: string; nonce: string | undefined }) {
  const manifest = useContext(FrameworkContext)?.manifest;
  const route = manifest?.routes[routeId];
  if (!route) return null;
  const modules = [...new Set([route.module, ...(route.imports ?? [])])];
  const start =
    `const m=${JSON.stringify(modules)};` +
    `requestAnimationFrame(()=>setTimeout(()=>{for(const u of m){const l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.append(l)}` +
    `import(${JSON.stringify(route.module)}).then(r=>r.handle.islands.start())}))`;
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />;
}
