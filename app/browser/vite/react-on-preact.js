/**
 * What the browser build gets for `import … from "react"` (see preact-in-browser.ts): preact/compat, plus two
 * things React does that compat does not.
 */
import { options } from "preact";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React Router's <RouterProvider> calls this React 19 hook. It only shows an optimistic state inside a
 * transition when the router runs with `useTransitions: true`, which this app never sets, so returning the
 * state itself is exactly what React does here.
 */
export function useOptimistic(state) {
  return [state, () => {}];
}

/**
 * React never runs an inline <script> it renders in the browser (it creates them inert); the page's scripts
 * run once, from the server's HTML, allowed by the CSP's nonce or hash. Preact would insert a live element
 * (after a client navigation: the scroll-restoration snippet, speculation rules, the cookie panel's script),
 * which the CSP then refuses. Marking the browser's copies as data keeps React's behaviour. Hydration never
 * applies props, so the server's own scripts are untouched.
 */
const inertTypes = new Set([undefined, "", "module", "text/javascript", "speculationrules", "importmap"]);
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "script" && vnode.props.dangerouslySetInnerHTML && !vnode.props.src && inertTypes.has(vnode.props.type)) {
    vnode.props = { ...vnode.props, type: "text/plain" };
  }
  previousVnodeHook?.(vnode);
};
