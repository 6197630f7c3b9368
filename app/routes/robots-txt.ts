import { env } from "~/env.server";

export function loader() {
  const origin = env().PUBLIC_URL;
  const body = [
    "User-agent: *",
    "Allow: /",
    // Rules are prefixes: "Disallow: /pro" would also hide /project-ideas from crawlers.
    "Disallow: /admin$",
    "Disallow: /admin/",
    "Disallow: /pro$",
    "Disallow: /pro/",
    "Disallow: /login",
    // Private request pages (the token is the key); the finder form at /my-request stays crawlable.
    "Disallow: /my-request/",
    // Confirmation links of privacy requests (the token is the key).
    "Disallow: /privacy/confirm/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
