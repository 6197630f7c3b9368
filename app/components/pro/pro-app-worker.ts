import { useEffect } from "react";
import { PRO_APP_SCOPE, PRO_APP_WORKER_URL } from "~/pwa/pro-app";

/**
 * The contractor app's service worker (app/pwa/sw.ts), as the dashboard's
 * pages register it (pro-app-head.tsx) and the alerts switch needs it, active.
 */
export function registerProAppWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(PRO_APP_WORKER_URL, { scope: PRO_APP_SCOPE, updateViaCache: "none" });
}

/**
 * Registers the worker once the dashboard has hydrated. The inline script of
 * pro-app-head.tsx runs only on a full page load; a contractor who signs in
 * reaches /pro by a client-side navigation and would otherwise have no app
 * (offline copies, install) until a reload. As the inline script, it waits
 * for the page's load event, so precaching never competes with the page.
 * Registering again is a no-op.
 */
export function useProAppWorker(): void {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const register = () => void registerProAppWorker().catch(() => {});
    if (document.readyState === "complete") register();
    else addEventListener("load", register, { once: true });
    return () => removeEventListener("load", register);
  }, []);
}
