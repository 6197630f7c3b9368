import { describe, expect, it } from "vitest";
import { precacheEntries } from "../../scripts/build-service-worker.ts";
import { proAppWorkerScript } from "~/components/pro/pro-app-head";
import { proAppManifest } from "./manifests";
import { isCacheableAnswer, isCachedProPage, isProPath, PRO_APP_MANIFEST_URL, PRO_APP_SCOPE, PRO_APP_WORKER_URL, PRO_OFFLINE_URL } from "./pro-app";

describe("what the contractor app's worker may keep", () => {
  it("takes the dashboard and its data, never a public page that only starts with the letters", () => {
    for (const path of ["/pro", "/pro.data", "/pro/leads", "/pro/leads.data", "/pro/leads/0b9e2d7c-4a1f-4c1e-9a55-1d2c3b4a5f60", "/pro/billing"])
      expect({ path, kept: isCachedProPage(path) }).toEqual({ path, kept: true });
    for (const path of ["/", "/project-ideas", "/pros", "/pricing", "/login", "/logout", "/admin", "/api/v1/leads"])
      expect({ path, pro: isProPath(path), kept: isCachedProPage(path) }).toEqual({ path, pro: false, kept: false });
  });

  it("leaves the event stream, the push endpoints, the worker and downloads to the network", () => {
    for (const path of ["/pro/events", "/pro/push/key", "/pro/push/subscribe", "/pro/sw.js", "/pro/billing/statements/2026-11/pdf", "/pro/documents/abc"]) {
      expect({ path, kept: isCachedProPage(path) }).toEqual({ path, kept: false });
    }
  });

  it("keeps only complete pages and router data, never a redirect, an error or a file", () => {
    expect(isCacheableAnswer(200, "text/html; charset=utf-8")).toBe(true);
    expect(isCacheableAnswer(200, "text/x-script")).toBe(true);
    for (const [status, type] of [
      [0, null],
      [202, "text/x-script"],
      [302, "text/html"],
      [404, "text/html"],
      [500, "text/html"],
      [200, "application/pdf"],
      [200, "text/event-stream"],
      [200, null],
    ] as const) {
      expect({ status, type, kept: isCacheableAnswer(status, type) }).toEqual({ status, type, kept: false });
    }
  });
});

describe("the pieces agree", () => {
  it("the manifest installs /pro with the worker's scope; the page registers that worker with that scope", () => {
    expect(proAppManifest()).toMatchObject({ start_url: PRO_APP_SCOPE, scope: PRO_APP_SCOPE, display: "standalone" });
    expect(proAppWorkerScript).toContain(`register("${PRO_APP_WORKER_URL}",{scope:"${PRO_APP_SCOPE}"})`);
    expect(PRO_APP_MANIFEST_URL.startsWith("/pro/")).toBe(true);
  });

  it("precaches the offline page and the dashboard's modules with their imports and styles, nothing of other pages", () => {
    const entries = precacheEntries({
      "app/entry.client.tsx": { file: "assets/entry.client-A.js", imports: ["_router-B.js"] },
      "app/root.tsx?__react-router-build-client-route": { file: "assets/root-C.js", imports: ["_router-B.js"], css: ["assets/app-D.css"] },
      "app/routes/pro-leads.tsx?__react-router-build-client-route": { file: "assets/pro-leads-E.js", imports: ["_pro-ui-F.js"] },
      "app/routes/pricing.tsx?__react-router-build-client-route": { file: "assets/pricing-G.js", imports: ["_pricing-ui-H.js"] },
      "_router-B.js": { file: "assets/router-B.js" },
      "_pro-ui-F.js": { file: "assets/pro-ui-F.js" },
      "_pricing-ui-H.js": { file: "assets/pricing-ui-H.js" },
      // Available leads runs as islands: the runtime and the dashboard's island, not the public pages' islands.
      "app/browser/hydrate-islands.ts": { file: "assets/islands-I.js", imports: ["_preact-J.js"] },
      "app/components/islands/entries/pro-live-updates.ts": { file: "assets/island-pro-live-updates-K.js", imports: ["_preact-J.js"] },
      "app/components/islands/entries/quote-request.ts": { file: "assets/island-quote-request-L.js", imports: ["_preact-J.js"] },
      "_preact-J.js": { file: "assets/preact-J.js" },
    });
    expect(entries[0]).toEqual({ url: PRO_OFFLINE_URL, revision: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(entries.slice(1)).toEqual(
      [
        "/assets/app-D.css",
        "/assets/entry.client-A.js",
        "/assets/island-pro-live-updates-K.js",
        "/assets/islands-I.js",
        "/assets/preact-J.js",
        "/assets/pro-leads-E.js",
        "/assets/pro-ui-F.js",
        "/assets/root-C.js",
        "/assets/router-B.js",
      ].map((url) => ({ url, revision: null })),
    );
  });
});
