/**
 * What a route declares in its `handle` export; root.tsx reads it (issue 16).
 * - nothing: the page is plain HTML with no module script;
 * - `islands`: the page stays server-rendered HTML, and only the parts wrapped
 *   in <Island> come alive in the browser, on Preact with no router
 *   (forms with live validation, calculators: docs/decisions/0040);
 * - `hydrate: true`: React and the router hydrate the whole document (the
 *   dashboards, sign-in). A layout's flag covers its child routes.
 */
export type RouteHandle = { hydrate?: boolean; islands?: IslandsHandle };

/** How the browser starts a page's islands (hydrate-islands.ts builds it from the route's components). */
export type IslandsHandle = { start: () => void };

/** `export const handle = hydrated;` in a route module that needs React and the router in the browser. */
export const hydrated = { hydrate: true } as const satisfies RouteHandle;

export function needsClientRuntime(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === true);
}

/** The id of the deepest route whose page has islands, if no route asks for the whole runtime. */
export function islandRouteId(matches: readonly { id: string; handle?: unknown }[]): string | undefined {
  if (needsClientRuntime(matches)) return undefined;
  return matches.findLast((m) => (m.handle as RouteHandle | undefined)?.islands)?.id;
}

/** Whether a page runs any script of ours beyond the inline enhancements: the whole runtime or islands. */
export function isInteractive(matches: readonly { handle?: unknown }[]): boolean {
  return needsClientRuntime(matches) || matches.some((m) => (m.handle as RouteHandle | undefined)?.islands);
}
