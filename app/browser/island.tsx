import type { IslandEntry } from "./define-island";

/**
 * A part of a server-rendered page that comes alive in the browser (docs/decisions/0040). The server renders
 * the island's component inside a <div> that carries its name and props; the browser's island runtime
 * (hydrate-islands.ts) finds the <div> and hydrates the same component, from the island's own entry chunk, with
 * the same props. Props therefore must be JSON: what the loader or action returned. The route lists the
 * island in its `handle` (`islands(entry)`), which tells root.tsx what to load.
 */
export function Island<P extends object>({ of, props }: { of: IslandEntry<P>; props: P }) {
  const { name, component: Component } = of;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
