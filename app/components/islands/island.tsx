import type * as React from "react";

/**
 * A part of a server-rendered page that comes alive in the browser (docs/decisions/0040). The server renders
 * the component inside a <div> that carries its name and props; the browser's island runtime
 * (hydrate-islands.ts) finds the <div>, looks the name up in the route's `handle.islands` and hydrates the same
 * component with the same props. Props therefore must be JSON: what the loader or action returned.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: string; component: React.ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
