/**
 * Cross-Origin-Opener-Policy per document (decision 0036). helmet sends
 * `same-origin` on every response; a content page (no module script: nothing
 * of ours runs in it, nothing of a visitor's is in it) answers `unsafe-none`,
 * the browser's default. Chrome gives a COOP document a process and browsing
 * context group of its own, which a homeowner arriving from a search result
 * pays for on a phone, for a page an opener could learn nothing from.
 */
export const OPENER_POLICY_HEADER = "Cross-Origin-Opener-Policy";

export function openerPolicy(page: { interactive: boolean }): "same-origin" | "unsafe-none" {
  return page.interactive ? "same-origin" : "unsafe-none";
}

/** A prerendered document runs our code when it loads a module script (the client runtime). */
export function loadsModuleScript(html: string): boolean {
  return /<script\b[^>]*\btype="module"/.test(html);
}
