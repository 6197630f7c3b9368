import type { RequestHandler } from "express";
import { requestOrigin } from "./request-origin.ts";

/**
 * CSRF protection without tokens, so form pages can be cached and prerendered:
 * a state-changing request must come from our own origin. Browsers send
 * Sec-Fetch-Site on every request and Origin on every POST, including plain
 * HTML form posts with JavaScript off (OWASP CSRF cheat sheet, "Fetch Metadata"
 * and "Verifying Origin"). Our own origin is PUBLIC_URL, or the one the
 * browser used (request-origin.ts: PUBLIC_URL again behind a trusted proxy).
 *
 * A request with neither header is not from a current browser (curl,
 * server-to-server, which cannot carry a victim's cookies) and is let through,
 * unless it names a foreign page as its Referer: then it may be an old browser
 * or an extension-stripped request after all, and is refused (defence in depth).
 */
export function sameOrigin(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // RFC 8058 one-click unsubscribe: the mail provider (or a webmail page on its own origin) posts it. The unguessable
    // token in the path is the credential, and all it can do is turn alert e-mails off.
    if (req.method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(req.path)) return next();
    const own = () => new Set([publicOrigin, requestOrigin(req, publicOrigin)]);
    const site = req.get("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") return reject(res);
    const origin = req.get("origin");
    if (origin === "null") return reject(res);
    if (origin) return own().has(origin) ? next() : reject(res);
    if (!site) {
      const referer = req.get("referer");
      if (referer && !own().has(originOf(referer))) return reject(res);
    }
    next();
  };
}

/** The alert e-mails' one-click unsubscribe URL (app/routes/alerts-unsubscribe.tsx), and nothing else. */
const ONE_CLICK_UNSUBSCRIBE = /^\/alerts\/unsubscribe\/[0-9a-f]{64}$/;

/** The origin of a Referer value; "" when it is not an absolute http(s) URL (never one of ours). */
function originOf(referer: string): string {
  try {
    const url = new URL(referer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "";
  } catch {
    return "";
  }
}

function reject(res: Parameters<RequestHandler>[1]) {
  res.status(403).type("text/plain").send("Cross-site form submissions are not allowed.");
}
