import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Security headers for every response. Inline scripts are allowed only by the
 * per-request nonce (server-rendered pages) or by the hashes of the exact
 * scripts in a prerendered file (res.locals.scriptHashes, set by static-pages).
 */
export function securityHeaders(options: { https: boolean }): RequestHandler[] {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => {
            const locals = (res as unknown as { locals: { scriptHashes?: string[]; cspNonce: string } }).locals;
            return locals.scriptHashes ? locals.scriptHashes.map((h) => `'${h}'`).join(" ") : `'nonce-${locals.cspNonce}'`;
          },
        ],
        // React and sonner set style attributes and <style> tags at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        // The balance top-up form redirects to Stripe Checkout; Chromium applies form-action to that redirect (without JavaScript).
        "form-action": ["'self'", "https://checkout.stripe.com"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "manifest-src": ["'self'"],
        // The contractor app's service worker (/pro/sw.js), a same-origin script; no other kind of worker.
        "worker-src": ["'self'"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    next();
  };
  return [assignNonce, headers, permissions];
}
