/**
 * The browser runtime's public face (docs/patterns.md, "The browser runtime"). A page runs one of three ways,
 * declared in its route's `handle`: nothing (plain HTML), `islands(entry, …)` (only the parts wrapped in
 * <Island> come alive, on Preact, with no router) or `hydrated` (React and the router hydrate the whole
 * document). An island is declared once, `export default defineIsland("name", Component)` in
 * app/components/islands/entries/<name>.ts, and its forms use useFormIsland or useIslandAction.
 * Everything else in this folder is machinery; what it relies on in React Router that is not public API is in
 * react-router-private.ts, and nowhere else.
 */
export { defineIsland, type IslandEntry } from "./define-island";
export { Island } from "./island";
export { hydrated, islands, type RouteHandle } from "./route-handle";
export { useFormIsland } from "./use-form-island";
export { PlainForm, useIslandAction, type IslandAction } from "./use-island-action";
