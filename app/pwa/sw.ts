/**
 * The contractor app's service worker, bundled with Workbox by
 * scripts/build-service-worker.ts into the client build as /pro/sw.js and
 * registered from the dashboard only (app/components/pro/pro-app-worker.ts).
 *
 * - Precached at install: the offline page and the dashboard's JavaScript and
 *   CSS (the build lists them, with the offline page's revision).
 * - Dashboard pages and their router data: network first, with a short
 *   timeout, falling back to the last copy this device loaded, and for a page
 *   never loaded here to the offline page.
 * - Nothing outside /pro, no POST, no event stream, no download, no redirect
 *   and no error answer is ever stored. Signing out clears it all (the logout
 *   answer's Clear-Site-Data), and so does a dashboard page that redirects,
 *   which is what a page does once its session is gone.
 * - New-lead alerts: push and notificationclick (push-alerts.ts).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { pageOfDataPath } from "../lib/react-router-private";
import { isCacheableAnswer, isCachedProPage, PRO_OFFLINE_URL, PRO_PAGES_CACHE } from "./pro-app";
import { installPushAlerts } from "./push-alerts";
import type { WorkerScope } from "./worker-scope";

declare const __PRO_APP_PRECACHE__: PrecacheEntry[];

const sw = self as unknown as WorkerScope;

// A new version takes over at once: the pages it serves come from the network first anyway.
sw.addEventListener("install", () => void sw.skipWaiting());
clientsClaim();

precacheAndRoute(__PRO_APP_PRECACHE__);

const sameOrigin = (url: URL) => url.origin === sw.location.origin;

const pages = new NetworkFirst({
  cacheName: PRO_PAGES_CACHE,
  // A truck's weak signal: after this long the last copy shows, and the answer still refreshes it when it comes.
  networkTimeoutSeconds: 4,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) => (isCacheableAnswer(response.status, response.headers.get("content-type")) ? response : null),
      // A dashboard page that redirects has lost its session: the copies of the account's pages go with it.
      fetchDidSucceed: async ({ response }) => {
        if (response.type === "opaqueredirect" || response.redirected) await caches.delete(PRO_PAGES_CACHE);
        return response;
      },
    },
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 }),
  ],
});

registerRoute(({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isCachedProPage(url.pathname), pages);
registerRoute(
  ({ request, url }) => request.mode !== "navigate" && sameOrigin(url) && pageOfDataPath(url.pathname) !== undefined && isCachedProPage(url.pathname),
  pages,
);

// No answer from the network and no copy: a page says so; anything else fails as it would without the worker.
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(PRO_OFFLINE_URL)) ?? Response.error();
  return Response.error();
});

installPushAlerts(sw);
