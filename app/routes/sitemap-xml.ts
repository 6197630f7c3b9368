import { publicRoutes } from "~/public-routes";
import { env } from "~/env.server";
import { listProfileSlugs } from "~/domain/contractors/get-public-profile.server";
import { appContext } from "~/web/context.server";

/**
 * One sitemap file holds at most 50,000 URLs (sitemaps.org). The site's pages plus every active contractor's public
 * profile fit in one file up to that many contractors, read in one indexed query (the slug's unique index, in slug
 * order); beyond it the file is cut at the limit, and a sitemap index of several files would be the next step.
 */
export const SITEMAP_MAX_URLS = 50_000;

export async function loader() {
  const origin = env().PUBLIC_URL;
  const slugs = await listProfileSlugs((await appContext()).db, SITEMAP_MAX_URLS - publicRoutes.length);
  const paths = [...publicRoutes.map((r) => r.path), ...slugs.map((slug) => `/contractors/${slug}`)];
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).toString()}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
