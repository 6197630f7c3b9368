import type { ComponentType } from "react";

/**
 * One island (docs/decisions/0040): a component that the server renders inside a page and the browser hydrates
 * on its own. Each is declared once, in app/components/islands/entries/<name>.ts, whose default export this is:
 * that file is the island's entry chunk in the client build, and its base name is the island's name.
 */
export type IslandEntry<P extends object = object> = { readonly name: string; readonly component: ComponentType<P> };

export function defineIsland<P extends object>(name: string, component: ComponentType<P>): IslandEntry<P> {
  return { name, component };
}
