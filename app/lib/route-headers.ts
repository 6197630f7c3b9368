import type { HeadersArgs } from "react-router";

/**
 * A page whose URL holds a private token and that carries plain HTML forms
 * (no JavaScript): never cached, never indexed, and its URL never sent to
 * another site as a Referer. "same-origin" rather than "no-referrer": under
 * no-referrer a browser sends `Origin: null` with the page's own form posts,
 * which the same-origin guard (server/same-origin.ts) rightly refuses.
 */
export const PRIVATE_TOKEN_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex, nofollow" };

/**
 * The `headers` export of a route whose loader or action sets headers (a
 * 429's Retry-After, a token page's Referrer-Policy and Cache-Control).
 * React Router sends only what the deepest matching route's `headers`
 * returns, plus cookies: without this export those headers would be dropped.
 * Later sources win: the parent's, then the loader's, the action's, and an
 * error's. Set-Cookie is left out, React Router adds every cookie itself.
 */
export function passOnHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const out = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") out.set(name, value);
    });
  }
  return out;
}
