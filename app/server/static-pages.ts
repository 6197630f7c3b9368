import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { readSessionToken } from "../web/session-cookie.server.ts";
import { loadsModuleScript, OPENER_POLICY_HEADER, openerPolicy } from "./opener-policy.ts";

type StaticPage = { body: Buffer; etag: string; scriptHashes: string[]; interactive: boolean };

const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 CSP sources for every inline executable script of a document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}

function collect(dir: string, root: string, out: Map<string, StaticPage>) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== "assets") collect(full, root, out);
    } else if (entry === "index.html") {
      const rel = path.relative(root, dir).split(path.sep).join("/");
      const body = readFileSync(full);
      const html = body.toString("utf8");
      out.set(rel ? `/${rel}` : "/", {
        body,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        scriptHashes: inlineScriptHashes(html),
        interactive: loadsModuleScript(html),
      });
    }
  }
}

/**
 * Serves the pages React Router prerendered at build time, read once at start.
 * Two steps: `match` runs before the security headers so the CSP can carry the
 * page's script hashes; `send` writes the file. Only GET and HEAD: a form post
 * to the same path goes on to the server render, and so does a visit with a
 * session cookie: the file's header says "Sign In", the server render says
 * "Dashboard" and "Sign out" (docs/decisions/0047). The file varies on Cookie
 * so no shared cache hands it, or a signed-in render, to the other visitor.
 */
export function staticPages(clientDir: string): { match: RequestHandler; send: RequestHandler } {
  const pages = new Map<string, StaticPage>();
  collect(clientDir, clientDir, pages);
  const match: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(pathname);
    if (page && !readSessionToken(req.headers.cookie)) {
      res.locals.staticPage = page;
      res.locals.scriptHashes = page.scriptHashes;
    }
    next();
  };
  const send: RequestHandler = (req, res, next) => {
    const page = res.locals.staticPage as StaticPage | undefined;
    if (!page) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Cookie");
    res.setHeader("ETag", page.etag);
    res.setHeader(OPENER_POLICY_HEADER, openerPolicy(page));
    if (req.headers["if-none-match"] === page.etag) return void res.status(304).end();
    res.status(200).end(req.method === "HEAD" ? undefined : page.body);
  };
  return { match, send };
}
