import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/**
 * The scripts of a page with islands (docs/decisions/0040), in place of the router's <Scripts>: the route's
 * own module and its static imports as module preloads, and one inline module that imports the route and
 * starts its islands (`handle.islands.start()`). No router state, no route manifest, no entry module.
 */
export function IslandScripts({ routeId, nonce }: { routeId: string; nonce: string | undefined }) {
  const manifest = useContext(FrameworkContext)?.manifest;
  const route = manifest?.routes[routeId];
  if (!route) return null;
  const modules = [...new Set([route.module, ...(route.imports ?? [])])];
  const start = `import{handle}from${JSON.stringify(route.module)};handle.islands.start();`;
  return (
    <>
      {modules.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}
