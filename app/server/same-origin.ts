import type { RequestHandler } from "express";

/**
 * CSRF protection without tokens, so form pages can be cached and prerendered:
 * a state-changing request must come from our own origin. Browsers send
 * Sec-Fetch-Site on every request and Origin on every POST, including plain
 * HTML form posts with JavaScript off (OWASP CSRF cheat sheet, "Fetch Metadata"
 * and "Verifying Origin"). Requests carrying neither (curl, server-to-server)
 * are let through: they cannot carry a victim's cookies from a browser.
 */
export function sameOrigin(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    if (site && site !== "same-origin" && site !== "none") return reject(res);
    const origin = req.get("origin");
    if (origin && origin !== "null") {
      const own = new Set([publicOrigin, `${req.protocol}://${req.get("host")}`]);
      if (!own.has(origin)) return reject(res);
    } else if (origin === "null") {
      return reject(res);
    }
    next();
  };
}

function reject(res: Parameters<RequestHandler>[1]) {
  res.status(403).type("text/plain").send("Cross-site form submissions are not allowed.");
}
