import { createContext } from "react";

/**
 * How the live updates reload what the page shows. Under the hydrated dashboard layout: the router's revalidation
 * (the layout provides it). Without it, on a page that runs only its islands (Available leads, decision 0055)
 * and has no router: the page's own HTML, fetched again and morphed into place (reloadPageHtml).
 */
export const LiveReload = createContext<(() => void) | null>(null);

/**
 * Fetches the current URL's HTML and morphs its <main> into the page's: the list, the balance and the header's
 * figures change in place, and what the contractor is doing survives (focus, a field being typed in, scroll,
 * the island's own state). Islands are left alone: their DOM is theirs. A lost session (the answer redirects or
 * fails) reloads the document, which shows the sign-in page or the error as a navigation would. morphdom loads
 * with the first update, off the page's first load.
 */
export async function reloadPageHtml(): Promise<void> {
  const response = await fetch(location.href, { headers: { Accept: "text/html" }, credentials: "same-origin", cache: "no-store" });
  if (!response.ok || response.redirected) {
    location.reload();
    return;
  }
  const { default: morphdom } = await import("morphdom");
  const next = new DOMParser().parseFromString(await response.text(), "text/html").getElementById("main");
  const current = document.getElementById("main");
  if (!next || !current) return;
  morphdom(current, next, {
    onBeforeElUpdated: (from, to) => {
      if (from.hasAttribute("data-island")) return false;
      // The field in use keeps what the contractor is typing or choosing.
      if (from === document.activeElement && (from instanceof HTMLInputElement || from instanceof HTMLSelectElement || from instanceof HTMLTextAreaElement)) {
        return false;
      }
      return !from.isEqualNode(to);
    },
  });
}
