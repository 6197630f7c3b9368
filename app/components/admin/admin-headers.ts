import type { HeadersArgs } from "react-router";

/**
 * `headers` of every /admin route: never cached, never indexed, and the
 * renewed session cookie (requireRole's sliding expiry) passed on from the
 * loader or action of this route or a parent.
 */
export function adminHeaders({ loaderHeaders, actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const out = new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
  for (const source of [parentHeaders, loaderHeaders, actionHeaders]) {
    const cookie = source.get("Set-Cookie");
    if (cookie) out.set("Set-Cookie", cookie);
  }
  return out;
}
