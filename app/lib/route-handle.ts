/**
 * What a route declares in its `handle` export. `hydrate: true` means the page
 * needs the client runtime (React and the router in the browser): live form
 * validation, calculators, dialogs, the dashboards. Every other page is sent
 * as plain HTML with no module script (issue 16); root.tsx reads the flag.
 * A layout's flag covers its child routes.
 */
export type RouteHandle = { hydrate?: boolean };

/** `export const handle = hydrated;` in a route module that needs React in the browser. */
export const hydrated = { hydrate: true } as const satisfies RouteHandle;

export function needsClientRuntime(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === true);
}
