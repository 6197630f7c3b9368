/**
 * Pages that weigh almost nothing (decision 0016). From the production build (its
 * Vite manifest and every public route's HTML as the real server sends it),
 * a table of each route's module scripts and their gzip bytes:
 * - a content route (no `handle.hydrate`, app/browser/route-handle.ts) ships no
 *   module script and no modulepreload at all;
 * - an interactive route stays within its first-load budget, and so does every
 *   page that hydrates, /pro and /admin included (measured from the build);
 * - every inline script a page carries is allowed by that response's CSP
 *   (nonce or sha256), and the speculation rules are valid JSON.
 * Bytes are deterministic for a build, so this is a budget, not a timing.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicRoutes } from "../../app/public-routes";
import { hydratedRouteFirstLoads, loadRouteHydration, pageAssets, readManifest, type RouteFirstLoad } from "../../scripts/page-assets";
import { buildDir, startAppServer, type AppServer } from "./app-server";

/**
 * The budget for a page that hydrates: 100 KB gzip of JavaScript before it is usable. React still renders
 * every page on the server; the browser runs the same components on Preact (decision 0033), which is what
 * brings the framework's share under it (react-dom's client alone was 64 KB).
 */
const INTERACTIVE_BUDGET_BYTES = 100 * 1024;

type Row = {
  path: string;
  interactive: boolean;
  moduleScripts: number;
  jsFiles: number;
  jsFilesList: string[];
  jsGzip: number;
  csp: string;
  coop: string;
  html: string;
};

let server: AppServer;
const rows: Row[] = [];
let hydratedRoutes: RouteFirstLoad[] = [];

beforeAll(async () => {
  server = await startAppServer({ LOG_LEVEL: "error" });
  const clientDir = path.resolve(buildDir(), "client");
  const manifest = readManifest(clientDir);
  const hydrates = await loadRouteHydration(buildDir());
  hydratedRoutes = await hydratedRouteFirstLoads(buildDir());
  for (const route of publicRoutes) {
    const response = await fetch(server.origin + route.path);
    if (response.status !== 200) throw new Error(`${route.path} answered ${response.status}`);
    const html = await response.text();
    const assets = pageAssets(html, clientDir, manifest);
    rows.push({
      path: route.path,
      interactive: hydrates(route.path),
      moduleScripts: assets.moduleScripts,
      jsFiles: assets.js.files.length,
      jsFilesList: assets.js.files,
      jsGzip: assets.js.gzip,
      csp: response.headers.get("content-security-policy") ?? "",
      coop: response.headers.get("cross-origin-opener-policy") ?? "",
      html,
    });
  }
  console.table(
    rows.map(({ path: p, interactive, moduleScripts, jsFiles, jsGzip }) => ({
      route: p,
      interactive,
      moduleScripts,
      jsFiles,
      jsKB: +(jsGzip / 1024).toFixed(1),
    })),
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("first-load JavaScript per public route", () => {
  it("reads the build's manifest and finds both kinds of route", () => {
    expect(Object.keys(readManifest(path.resolve(buildDir(), "client"))).length).toBeGreaterThan(0);
    expect(rows.some((r) => r.interactive)).toBe(true);
    expect(rows.some((r) => !r.interactive)).toBe(true);
    // The pages the issue names as interactive declare it.
    for (const p of ["/calculators/roofing", "/get-quotes", "/pricing", "/contact", "/contractor-application"]) {
      expect({ p, interactive: rows.find((r) => r.path === p)?.interactive }).toEqual({ p, interactive: true });
    }
  });

  it("content routes ship no module script at all", () => {
    const offenders = rows.filter((r) => !r.interactive && (r.moduleScripts > 0 || r.jsFiles > 0));
    expect(offenders.map((r) => `${r.path}: ${r.moduleScripts} scripts, ${r.jsFiles} files`)).toEqual([]);
  });

  it(`interactive routes stay within ${INTERACTIVE_BUDGET_BYTES / 1024} KB gzip`, () => {
    const interactive = rows.filter((r) => r.interactive);
    expect(interactive.filter((r) => r.jsFiles === 0).map((r) => r.path)).toEqual([]);
    const over = interactive.filter((r) => r.jsGzip > INTERACTIVE_BUDGET_BYTES);
    expect(over.map((r) => `${r.path}: ${(r.jsGzip / 1024).toFixed(1)} KB`)).toEqual([]);
  });

  it(`every page that hydrates, signed-in consoles included, stays within ${INTERACTIVE_BUDGET_BYTES / 1024} KB gzip`, () => {
    // From the build: the entry, root and each route of the chain with the imports React Router preloads for them.
    const patterns = hydratedRoutes.map((r) => r.pattern);
    for (const p of ["/pro", "/pro/leads/:purchaseId", "/pro/integrations", "/admin", "/admin/contractors/:id", "/pricing", "/calculators/:type"]) {
      expect(patterns).toContain(p);
    }
    // The table agrees with the documents the server sends for the public pages it has in common.
    const pricing = hydratedRoutes.find((r) => r.pattern === "/pricing")!;
    expect(pricing.js.files.toSorted()).toEqual(rows.find((r) => r.path === "/pricing")!.jsFilesList.toSorted());
    const over = hydratedRoutes.filter((r) => r.js.gzip > INTERACTIVE_BUDGET_BYTES);
    expect(over.map((r) => `${r.pattern} (${r.id}): ${(r.js.gzip / 1024).toFixed(1)} KB`)).toEqual([]);
  });
});

describe("inline scripts and the CSP", () => {
  it("every inline script is allowed by the page's own CSP", () => {
    const refused: string[] = [];
    for (const r of rows) {
      const scriptSrc = /script-src ([^;]*)/.exec(r.csp)?.[1] ?? "";
      if (scriptSrc.includes("unsafe-inline")) refused.push(`${r.path}: 'unsafe-inline'`);
      for (const [, attrs, body] of r.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attrs!) || /type="application\/ld\+json"/.test(attrs!)) continue;
        const nonce = /\bnonce="([^"]+)"/.exec(attrs!)?.[1];
        const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
        if (!(nonce && scriptSrc.includes(`'nonce-${nonce}'`)) && !scriptSrc.includes(hash)) refused.push(`${r.path}: ${body!.slice(0, 40)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("content pages carry valid speculation rules for same-site links", () => {
    for (const r of rows.filter((row) => !row.interactive)) {
      const json = /<script type="speculationrules"[^>]*>([\s\S]*?)<\/script>/.exec(r.html)?.[1];
      const rules = JSON.parse(json ?? "{}") as { prerender?: { eagerness: string }[] };
      expect({ path: r.path, eagerness: rules.prerender?.[0]?.eagerness }).toEqual({ path: r.path, eagerness: "moderate" });
    }
  });
});

describe("Cross-Origin-Opener-Policy (decision 0036)", () => {
  it("isolates every page that runs our code; a content page keeps the browser's default", () => {
    const policies = rows.map((r) => ({ path: r.path, coop: r.coop }));
    expect(policies).toEqual(rows.map((r) => ({ path: r.path, coop: r.interactive ? "same-origin" : "unsafe-none" })));
    expect(rows.some((r) => r.interactive) && rows.some((r) => !r.interactive)).toBe(true);
  });

  it("keeps same-origin on what is not a content document: the consoles' sign-in redirects, a file, the sign-in page", async () => {
    for (const url of ["/pro", "/admin", "/robots.txt", "/login"]) {
      const response = await fetch(server.origin + url, { redirect: "manual" });
      await response.arrayBuffer();
      expect({ url, coop: response.headers.get("cross-origin-opener-policy") }).toEqual({ url, coop: "same-origin" });
    }
  });
});
