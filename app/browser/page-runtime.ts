import { isInteractive, needsClientRuntime, pageIslands } from "./route-handle";

/** What a page runs in the browser, from its routes' handles (route-handle.ts): root.tsx renders the scripts for it. */
export type PageRuntime = { kind: "hydrated" } | { kind: "islands"; names: readonly string[] } | { kind: "html" };

/**
 * `dev` is the one difference between `npm run dev` and the production build, named here and nowhere else: in
 * development the router's <Scripts> installs the hot-reload preamble every route module needs, so a page with
 * islands hydrates whole there, as a hydrated page does. Islands are the production build's shape, which the e2e
 * tests, the servers tests and the benchmarks run.
 */
export function pageRuntime(matches: readonly { handle?: unknown }[], dev: boolean = import.meta.env.DEV): PageRuntime {
  if (needsClientRuntime(matches) || (dev && isInteractive(matches))) return { kind: "hydrated" };
  const names = pageIslands(matches);
  return names ? { kind: "islands", names } : { kind: "html" };
}
