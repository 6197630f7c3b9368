import { PRO_APP_SCOPE, PRO_APP_WORKER_URL } from "~/pwa/pro-app";

/**
 * The contractor app's service worker (app/pwa/sw.ts), as the dashboard's
 * pages register it (pro-app-head.tsx) and the alerts switch needs it, active.
 */
export function registerProAppWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(PRO_APP_WORKER_URL, { scope: PRO_APP_SCOPE, updateViaCache: "none" });
}
