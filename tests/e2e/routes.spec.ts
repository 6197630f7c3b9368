import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/public-routes.ts";
import { guardPage } from "./support/page-guard";

const publicUrl = process.env.PUBLIC_URL ?? "http://localhost:3000";

test.describe("every public route", () => {
  for (const route of publicRoutes) {
    test(`${route.path} renders cleanly`, async ({ page, baseURL }) => {
      const problems = guardPage(page, baseURL!);
      const response = await page.goto(route.path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator("h1")).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      // Canonical links use PUBLIC_URL, which prerendered pages take at build time.
      expect(canonical).toBe(new URL(route.path, publicUrl).toString());
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
      // Every image reserves its space: no layout shift while loading.
      const unsized = await page.locator("img:not([width]), img:not([height])").count();
      expect(unsized).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  test("titles are unique per route", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of publicRoutes) {
      const html = await (await request.get(route.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(titles.has(title), `${route.path} shares its title with ${titles.get(title)}`).toBe(false);
      titles.set(title, route.path);
    }
  });
});
