import { publicRoutes } from "~/public-routes";
import { env } from "~/env.server";

export function loader() {
  const origin = env().PUBLIC_URL;
  const urls = publicRoutes
    .map((r) => `  <url><loc>${new URL(r.path, origin).toString()}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
