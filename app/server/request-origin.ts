import type { Request } from "express";

/**
 * The origin the browser used for this request: what React Router builds
 * `request.url` from (its own CSRF check compares it with Origin) and what
 * the same-origin guard accepts besides PUBLIC_URL.
 *
 * A request relayed by a trusted proxy (TRUST_PROXY; it added X-Forwarded-*
 * headers) was made to PUBLIC_URL: behind TLS termination the Host header is
 * often the upstream's ("127.0.0.1:3000", nginx's default) and the scheme is
 * http, so the request's own view would not match the browser's Origin and
 * every form post would be refused. X-Forwarded-Host is not needed, and not
 * read: PUBLIC_URL is the one public origin.
 *
 * A direct request (development, a health check) keeps its own scheme and
 * Host, so http://127.0.0.1:3000 works while PUBLIC_URL says localhost.
 */
export function requestOrigin(req: Request, publicOrigin: string): string {
  if (viaTrustedProxy(req)) return publicOrigin;
  const host = req.get("host");
  return host ? `${req.protocol}://${host}` : publicOrigin;
}

const FORWARDED = ["x-forwarded-proto", "x-forwarded-for", "x-forwarded-host", "forwarded"];

function viaTrustedProxy(req: Request): boolean {
  if (!FORWARDED.some((name) => req.headers[name] !== undefined)) return false;
  const trust = req.app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
  return Boolean(trust?.(req.socket.remoteAddress ?? "", 0));
}
