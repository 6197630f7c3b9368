/**
 * What the contractor app's service worker may touch, as plain rules shared by
 * the worker (sw.ts), the page that registers it and the tests. The worker's
 * scope is "/pro" (not "/pro/") so that the dashboard itself, /pro, is one of
 * its pages; a scope is a plain prefix, so /project-ideas falls inside it too,
 * and the worker must leave every such public path alone.
 */
import { pageOfDataPath } from "../lib/react-router-private.ts";
export const PRO_APP_SCOPE = "/pro";
export const PRO_APP_WORKER_URL = "/pro/sw.js";
export const PRO_APP_MANIFEST_URL = "/pro/app.webmanifest";
/** Precached at install: what a /pro page that was never loaded shows without a network. */
export const PRO_OFFLINE_URL = "/pro/offline";
/** The last loaded copy of each dashboard page (and its data): per device, cleared on sign-out. */
export const PRO_PAGES_CACHE = "pro-pages";

/** /pro and the pages under it; never /project-ideas or any other path that only starts with the letters. */
export function isProPath(pathname: string): boolean {
  const page = pageOfDataPath(pathname) ?? pathname;
  return page === "/pro" || page.startsWith("/pro/");
}

/**
 * Paths under /pro that are not pages: the live event stream (an endless
 * response), the push endpoints, the worker itself and downloads (statement
 * PDFs, documents), which go to the network as if there were no worker.
 */
const notPages = [/^\/pro\/events\b/, /^\/pro\/push\//, /^\/pro\/sw\.js$/, /\/pdf$/, /^\/pro\/documents\/.+/];

/** A GET of a dashboard page (a navigation) or of its data (the router's `.data` request): network first, then the last copy. */
export function isCachedProPage(pathname: string): boolean {
  return isProPath(pathname) && !notPages.some((re) => re.test(pathname));
}

/** Only a complete HTML page or router data answer is kept; a redirect (signed out), an error or a file never is. */
export function isCacheableAnswer(status: number, contentType: string | null): boolean {
  return status === 200 && /^(text\/html|text\/x-script)\b/i.test(contentType ?? "");
}
