import { decode } from "turbo-stream";

/**
 * React Router encodes errors and class instances with plugins of its own; an island only needs to know an
 * answer was not data. (The router's own decoder would bring the whole router chunk along.)
 */
const routerTypes = (type: string, ...values: unknown[]) => {
  if (type === "SanitizedError" || type === "ErrorResponse") return { value: { routerError: type } };
  if (type === "SingleFetchClassInstance") return { value: values[0] };
  if (type === "SingleFetchFallback" || type === "SingleFetchRedirect") return { value: undefined };
  return undefined;
};

/** What an island's post came back with: the action's data, or where the server sent the visitor. */
export type ActionOutcome<T> =
  | { kind: "data"; data: T; status: number }
  | { kind: "redirect"; to: string; replace: boolean }
  | { kind: "failed"; status: number };

/**
 * The route's own data endpoint, as React Router's fetchers call it: `/pricing` → `/pricing.data`, `/` →
 * `/_.data`. The fragment is the no-JavaScript way back to the form; it is not part of the request.
 */
export function actionDataUrl(action: string, base: string): URL {
  const url = new URL(action, base);
  url.hash = "";
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return url;
}

/**
 * Posts a form to its route action through React Router's single-fetch endpoint, as the router's fetchers do,
 * so the server needs no second protocol for pages whose islands run without the router (docs/decisions/0040).
 * A form posts URL-encoded unless it carries files.
 */
export async function postToAction<T>(form: HTMLFormElement, submitter: HTMLElement | null, action: string): Promise<ActionOutcome<T>> {
  const fields = new FormData(form, submitter);
  const body = form.enctype === "multipart/form-data" ? fields : new URLSearchParams(fields as unknown as Record<string, string>);
  return decodeActionResponse<T>(await fetch(actionDataUrl(action, window.location.href), { method: "POST", body, credentials: "same-origin" }));
}

/** Reads a single-fetch action response (turbo-stream, decoded with the format's own library). */
export async function decodeActionResponse<T>(response: Response): Promise<ActionOutcome<T>> {
  // A response the framework did not encode (a proxy's 502, the server's 500 page) carries no action data.
  if (response.status >= 400 && !response.headers.has("X-Remix-Response")) return { kind: "failed", status: response.status };
  const redirectTo = response.headers.get("X-Remix-Redirect");
  if (response.status === 204 && redirectTo) return { kind: "redirect", to: redirectTo, replace: response.headers.get("X-Remix-Replace") === "true" };
  if (!response.body) return { kind: "failed", status: response.status };
  const decoded = (await decode(response.body, { plugins: [routerTypes] })).value as { redirect?: string; replace?: boolean; data?: T };
  if (typeof decoded.redirect === "string") return { kind: "redirect", to: decoded.redirect, replace: decoded.replace === true };
  if ("data" in decoded) return { kind: "data", data: decoded.data as T, status: response.status };
  return { kind: "failed", status: response.status };
}
