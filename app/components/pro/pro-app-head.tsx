/**
 * What makes a page installable (root.tsx renders it). In <head>: on the
 * dashboard the contractor app's manifest plus what older iOS reads instead
 * of one to open a home-screen app full screen; elsewhere the public site's
 * manifest. The apple-touch-icon is root's, shared by both.
 *
 * Every hydrated page loads root's module first, so this names the URLs itself
 * rather than importing app/pwa/ (the same values: app/pwa/pro-app.test.ts and
 * tests/e2e/pro-app.spec.ts check them against the manifest and the worker).
 */
export const isDashboardPath = (pathname: string) => /^\/pro(\/|$)/.test(pathname);

/**
 * Registers the contractor app's service worker once a dashboard page has
 * loaded, so its precaching never competes with the page. Public pages never
 * get it. Only the server renders it (root.tsx) and the browser runs it while
 * parsing: the browser build leaves it out, so the bytes stay off the page's
 * first-load JavaScript, and hydration may then drop the element: its listener
 * is set. A contractor who arrives by a client-side navigation (signing in)
 * gets it from the dashboard layout once hydrated (useProAppWorker).
 */
export const proAppWorkerScript = 'addEventListener("load",()=>navigator.serviceWorker?.register("/pro/sw.js",{scope:"/pro"}).catch(()=>{}))';

export function ProAppWorkerScript({ nonce }: { nonce?: string }) {
  // No worker in the development server (`npm run build` makes it).
  if (import.meta.env.DEV) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: proAppWorkerScript }} />;
}
