/**
 * Everything this app relies on in React Router that is not its public API, in one place. Each is a behaviour
 * of React Router 8's single fetch or hydration that the islands (which run without the router), the live
 * dashboard, the service worker and the metrics' route labels depend on. react-router-private.test.ts checks each
 * against the installed React Router itself, so an upgrade that changes one fails there, not in production.
 */

/** What `data(value, init)` returns: a type React Router exports only under an UNSAFE_ name. */
export type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";

/** The global holding the router's state in a hydrated page (React Router's <Scripts> writes it). */
export const ROUTER_CONTEXT_GLOBAL = "__reactRouterContext";

/** Response headers of a single-fetch answer: the router encoded it; a redirect's target; a replacing redirect. */
export const SINGLE_FETCH_HEADERS = { encoded: "X-Remix-Response", redirect: "X-Remix-Redirect", replace: "X-Remix-Replace" } as const;

/**
 * A route's own data endpoint, as the router's fetchers call it: `/pricing` → `/pricing.data`, `/` and any path
 * ending in a slash → `…/_.data`. The fragment is not part of a request.
 */
export function dataUrlOf(url: URL): URL {
  const out = new URL(url);
  out.hash = "";
  out.pathname = out.pathname.endsWith("/") ? `${out.pathname}_.data` : `${out.pathname}.data`;
  return out;
}

/** The page a single-fetch data request is for (`/pro/leads/1.data` → `/pro/leads/1`, `/_.data` → `/`), or undefined. */
export function pageOfDataPath(pathname: string): string | undefined {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return undefined;
}

/**
 * React Router encodes errors and class instances with turbo-stream plugins of its own; a reader without the
 * router only needs to know an answer was not data. (The router's own decoder would bring the whole router along.)
 */
const routerTypes = (type: string, ...values: unknown[]) => {
  if (type === "SanitizedError" || type === "ErrorResponse") return { value: { routerError: type } };
  if (type === "SingleFetchClassInstance") return { value: values[0] };
  if (type === "SingleFetchFallback" || type === "SingleFetchRedirect") return { value: undefined };
  return undefined;
};

/** What a single-fetch action answered: the action's data, where the server sent the visitor, or nothing usable. */
export type SingleFetchAnswer<T> =
  | { kind: "data"; data: T; status: number }
  | { kind: "redirect"; to: string; replace: boolean }
  | { kind: "failed"; status: number };

/**
 * Reads a single-fetch action response (turbo-stream, decoded with the format's own library, loaded at the first
 * answer: pages import this module for its names and URLs, and only a post needs the decoder).
 */
export async function readSingleFetchAnswer<T>(response: Response): Promise<SingleFetchAnswer<T>> {
  // A response the framework did not encode (a proxy's 502, the server's 500 page) carries no action data.
  if (response.status >= 400 && !response.headers.has(SINGLE_FETCH_HEADERS.encoded)) return { kind: "failed", status: response.status };
  const redirectTo = response.headers.get(SINGLE_FETCH_HEADERS.redirect);
  if (response.status === 204 && redirectTo)
    return { kind: "redirect", to: redirectTo, replace: response.headers.get(SINGLE_FETCH_HEADERS.replace) === "true" };
  if (!response.body) return { kind: "failed", status: response.status };
  const { decode } = await import("turbo-stream");
  const decoded = (await decode(response.body, { plugins: [routerTypes] })).value as { redirect?: string; replace?: boolean; data?: T };
  if (typeof decoded.redirect === "string") return { kind: "redirect", to: decoded.redirect, replace: decoded.replace === true };
  if ("data" in decoded) return { kind: "data", data: decoded.data as T, status: response.status };
  return { kind: "failed", status: response.status };
}

/**
 * <HydratedRouter> first suspends, throwing the promise of the server's state being decoded; React lets a root
 * suspend while it hydrates, Preact has no root to park it in and would render the page afresh. Calling it once
 * as a function (it throws before any hook runs) starts the decoding; the page is hydrated once it is done, when
 * the router finds the state ready and renders in one pass.
 */
export function serverStateDecoded(hydratedRouter: unknown): Promise<unknown> {
  try {
    (hydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  return Promise.resolve();
}

/**
 * React hoists the router's <link rel="modulepreload"> tags from the body into <head> on the server; the browser
 * tree does not render them there. Preact matches the head's links to its elements in order, so they would take
 * the places of the stylesheet and the icons. By hydration they have done their work (the modules are loading).
 */
export function dropHoistedPreloads(head: ParentNode): void {
  for (const link of head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
}
