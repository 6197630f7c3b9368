/**
 * The public route table of spec section 2, plus the five further blog articles.
 * One list feeds the sitemap, the prerender set and the end-to-end crawl.
 * Plain data only: react-router.config.ts imports this file at build time.
 */
import { categorySlugs } from "./content/categories.ts";
import { blogArticles } from "./content/blog/meta.ts";
import { calculatorTypes } from "./calculators/types.ts";

export type PublicRoute = {
  path: string;
  /**
   * Rendered to a file at build time. Pages that read the database or the
   * query string on GET (forms with prefill, search) stay server-rendered.
   */
  prerender: boolean;
};

const staticPages = [
  "/",
  "/buy-leads",
  "/join-network",
  "/pricing",
  "/success-stories",
  "/about",
  "/blog",
  "/terms",
  "/cookies",
  "/how-it-works",
  "/project-ideas",
  "/calculators",
];

const dynamicPages = [
  "/contact",
  "/get-quotes",
  "/careers",
  "/help-center",
  "/find-contractors",
  "/contractor-application",
  // Carries the privacy-request form (deletion, do not sell), so it is rendered by the server.
  "/privacy",
  // The "find my request" form; the request pages themselves (/my-request/<token>) are private and never listed.
  "/my-request",
  // Rendered from the OpenAPI document, whose server URL is the running PUBLIC_URL.
  "/api/docs",
];

export const publicRoutes: readonly PublicRoute[] = [
  ...staticPages.map((path) => ({ path, prerender: true })),
  ...blogArticles.map((a) => ({ path: `/blog/${a.slug}`, prerender: true })),
  ...categorySlugs.map((slug) => ({ path: `/services/${slug}`, prerender: true })),
  ...calculatorTypes.map((type) => ({ path: `/calculators/${type}`, prerender: false })),
  ...dynamicPages.map((path) => ({ path, prerender: false })),
];

export const prerenderedPaths: string[] = publicRoutes.filter((r) => r.prerender).map((r) => r.path);
