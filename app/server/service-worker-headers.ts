import type { RequestHandler } from "express";

/**
 * The contractor app's worker is the file /pro/sw.js, and its scope is "/pro"
 * so that the dashboard itself is one of its pages. A worker may take only
 * paths under its own folder ("/pro/") unless its answer widens that with
 * Service-Worker-Allowed. No-cache: a new release's worker is found at once
 * (browsers also check it at least daily, whatever the headers say).
 */
export const serviceWorkerHeaders: RequestHandler = (req, res, next) => {
  if (req.path === "/pro/sw.js") {
    res.setHeader("Service-Worker-Allowed", "/pro");
    res.setHeader("Cache-Control", "no-cache");
  }
  next();
};
