import type { Page } from "@playwright/test";

/**
 * Records what a page must never do: log a console error, break its own
 * Content-Security-Policy (even where the page copes, as zod does when its eval
 * probe is refused: Lighthouse lists it as an issue), fail a request, or talk
 * to any host but our own.
 */
export function guardPage(page: Page, baseURL: string) {
  const problems: string[] = [];
  const own = new URL(baseURL).host;
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"}`);
    });
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith("http") && url.host !== own) problems.push(`request to another host: ${req.url()}`);
  });
  page.on("requestfailed", (req) => {
    // A navigation that replaces the page aborts pending prefetches: not a failure of the page.
    if (req.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}
