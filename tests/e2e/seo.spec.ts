import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/public-routes.ts";
import robotsParser from "robots-parser";

const publicUrl = process.env.PUBLIC_URL ?? "http://localhost:3000";

async function jsonLdTypes(html: string): Promise<string[]> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as { "@type": string })["@type"]);
}

test("sitemap lists every public route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of publicRoutes) expect(sitemap).toContain(`<loc>${new URL(route.path, publicUrl)}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  // Read as a crawler reads it: every public page may be crawled (a prefix rule once hid
  // /project-ideas behind "Disallow: /pro"), the consoles may not.
  const rules = robotsParser(`${publicUrl}/robots.txt`, robots);
  expect(publicRoutes.filter((route) => !rules.isAllowed(new URL(route.path, publicUrl).href, "Googlebot"))).toEqual([]);
  for (const path of ["/pro", "/pro/leads", "/admin", "/admin/leads", "/login"])
    expect(rules.isDisallowed(new URL(path, publicUrl).href, "Googlebot"), path).toBe(true);
});

test("structured data: Organization, Article, FAQPage, Service", async ({ request }) => {
  expect(await jsonLdTypes(await (await request.get("/")).text())).toContain("Organization");
  expect(await jsonLdTypes(await (await request.get("/blog/budgeting-guide")).text())).toContain("Article");
  expect(await jsonLdTypes(await (await request.get("/pricing")).text())).toContain("FAQPage");
  expect(await jsonLdTypes(await (await request.get("/services/roofing")).text())).toEqual(expect.arrayContaining(["Service", "FAQPage"]));
});

test("favicon and web manifest are served", async ({ request }) => {
  expect((await request.get("/favicon.svg")).ok()).toBe(true);
  const manifest = await (await request.get("/site.webmanifest")).json();
  expect(manifest.name).toBe("Trusted Home Pros");
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
});

test("security headers on server-rendered and prerendered pages", async ({ request }) => {
  for (const path of ["/", "/contact"]) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h["content-security-policy"]).toMatch(/script-src 'self' ('nonce-|'sha256-)/);
    expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(h["strict-transport-security"]).toContain("max-age=");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  }
  const html = await (await request.get("/")).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const cached = await request.get(asset!);
  expect(cached.headers()["cache-control"]).toContain("immutable");
});

test("cross-site form posts are refused", async ({ request }) => {
  const res = await request.post("/contact", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    data: "firstName=x",
  });
  expect(res.status()).toBe(403);
});

test.describe("LCP image", () => {
  for (const path of ["/", "/blog", "/blog/budgeting-guide", "/services/roofing"]) {
    test(`${path}: preloaded in <head> with its <picture>'s srcset and sizes, fetched once`, async ({ page, request }) => {
      const images: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "image") images.push(new URL(req.url()).pathname);
      });
      await page.goto(path, { waitUntil: "load" });
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      await expect(preload).toHaveAttribute("type", "image/avif");
      const picture = page.locator('picture:has(img[fetchpriority="high"])');
      await expect(picture).toHaveCount(1);
      const avif = picture.locator('source[type="image/avif"]');
      const srcset = await avif.getAttribute("srcset");
      expect(await preload.getAttribute("imagesrcset")).toBe(srcset);
      expect(await preload.getAttribute("imagesizes")).toBe(await avif.getAttribute("sizes"));
      expect(srcset).toMatch(/ 480w, /);

      const img = picture.locator("img");
      const candidates = [srcset!, (await img.getAttribute("srcset"))!].flatMap((s) => s.split(", ").map((c) => c.split(" ")[0]!));
      for (const file of candidates) expect((await request.get(file)).ok(), file).toBe(true);
      // The <picture> takes the very file the preload fetched: one request, no second candidate.
      const current = new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).pathname;
      expect(current).toMatch(/\.avif$/);
      expect(images.filter((p) => candidates.includes(p))).toEqual([current]);
    });
  }
});
