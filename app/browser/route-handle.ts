/**
 * What a route declares in its `handle` export; root.tsx reads it (decision 0040).
 * - nothing: the page is plain HTML with no module script;
 * - `islands`: the page stays server-rendered HTML, and only the parts wrapped
 *   in <Island> come alive in the browser, on Preact with no router
 *   (forms with live validation, calculators: docs/decisions/0040);
 * - `hydrate: true`: React and the router hydrate the whole document (the
 *   dashboards, sign-in). A layout's flag covers its child routes, unless a
 *   child says otherwise: the deepest route that declares `hydrate` decides,
 *   and declaring islands declares `hydrate: false` (the dashboard's Available
 *   leads is an islands page under the hydrated dashboard layout).
 */
export type RouteHandle = { hydrate?: boolean; islands?: readonly string[] };

/**
 * `export const handle = islands(quoteIsland)` in a route module whose page renders those islands: root.tsx
 * loads their entry chunks (app/components/islands/entries/) and nothing of the route module.
 */
export function islands(...entries: readonly { name: string }[]): { hydrate: false; islands: readonly string[] } {
  return { hydrate: false, islands: entries.map((e) => e.name) };
}

/** `export const handle = hydrated;` in a route module that needs React and the router in the browser. */
export const hydrated = { hydrate: true } as const satisfies RouteHandle;

export function needsClientRuntime(matches: readonly { handle?: unknown }[]): boolean {
  const hydrateOf = (m: { handle?: unknown }) => (m.handle as RouteHandle | undefined)?.hydrate;
  const deciding = matches.findLast((m) => hydrateOf(m) !== undefined);
  return deciding !== undefined && hydrateOf(deciding) === true;
}

/** The names of the page's islands (from its routes' handles), if no route asks for the whole runtime. */
export function pageIslands(matches: readonly { handle?: unknown }[]): readonly string[] | undefined {
  if (needsClientRuntime(matches)) return undefined;
  const names = matches.flatMap((m) => (m.handle as RouteHandle | undefined)?.islands ?? []);
  return names.length ? [...new Set(names)] : undefined;
}

/** Whether a page runs any script of ours beyond the inline enhancements: the whole runtime or islands. */
export function isInteractive(matches: readonly { handle?: unknown }[]): boolean {
  return needsClientRuntime(matches) || pageIslands(matches) !== undefined;
}
