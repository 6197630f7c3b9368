/**
 * The contractor app: the dashboard's manifest (installable at /pro, full
 * screen, icons that exist), its service worker (registered from /pro pages
 * only, never from public ones; served with the headers that let it take
 * /pro), the last loaded copy of a page shown without a network, "You're
 * offline" for a page this device never loaded, nothing outside /pro kept,
 * and nothing kept after signing out.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { guardPage } from "./support/page-guard";
import { DEMO_PASSWORD, signInThroughLogin, signInWith } from "./support/sign-in";

const hvac = "hvac@demo.trustedhomepros.com";

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
};

/** Waits until the dashboard's worker is active and controls this page. */
async function controlledByWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }));
    }
    return registration.scope;
  });
}

/** Every URL in the page's Cache Storage, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    return out;
  });

test("the dashboard links an installable manifest for /pro; public pages keep the site's", async ({ page, request, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await signInWith(page, hvac, /\/pro$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/pro/app.webmanifest");
  // Older iOS opens a home-screen app full screen from these, not from the manifest.
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute("content", "yes");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\.png$/);

  const answer = await request.get(href!);
  expect(answer.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({ start_url: "/pro", scope: "/pro", display: "standalone", theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
  expect(manifest.name).toContain("Trusted Home Pros");
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  for (const purpose of ["any", "maskable"]) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.purpose === purpose && i.sizes === `${size}x${size}`);
      expect(icon, `${purpose} ${size}px icon`).toBeDefined();
      const file = await request.get(icon!.src);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("image/png");
      expect(await sharp(await file.body()).metadata()).toMatchObject({ width: size, height: size });
    }
  }

  await page.goto("/pricing");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the worker is served to take /pro, registers from the dashboard and never from public pages", async ({ browser, request, baseURL }) => {
  const worker = await request.get("/pro/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
  expect(worker.headers()["service-worker-allowed"]).toBe("/pro");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  // A visitor of the public site: no worker, whatever pages they open (/project-ideas shares the letters "/pro").
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  for (const path of ["/", "/pricing", "/project-ideas", "/login"]) {
    await publicPage.goto(path);
    await publicPage.waitForLoadState("load");
  }
  expect(await publicPage.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await visitor.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = guardPage(page, baseURL!);
  await signInWith(page, hvac, /\/pro$/);
  expect(await controlledByWorker(page)).toBe(`${baseURL}/pro`);

  // A public page under the worker's prefix is left alone: it is not kept, and neither is anything else outside /pro.
  await page.goto("/pro/leads");
  await page.goto("/project-ideas");
  await page.goto("/pro");
  const cached = await cachedUrls(page);
  const kept = Object.values(cached).flat();
  expect(kept).toContain("/pro/leads");
  expect(kept.filter((url) => !url.startsWith("/pro") && !url.startsWith("/assets/"))).toEqual([]);
  expect(kept.filter((url) => url.startsWith("/pro") && !/^\/pro(\/|$|\.data)/.test(url))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("a contractor who signs in on /login gets the worker on the dashboard it lands on, without a reload", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  // The sign-in form is hydrated: it reaches /pro by a client-side navigation, not a page load.
  await signInThroughLogin(page, hvac, DEMO_PASSWORD, /\/pro$/);
  // This document began as /login, outside the scope, so the worker cannot control it; it is installed and active
  // for the next one (a page opened offline, the installed app).
  const activeScopes = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).filter((r) => r.active).map((r) => r.scope));
  await expect.poll(activeScopes).toEqual([`${baseURL}/pro`]);
  expect(problems).toEqual([]);
});

test('offline, the last loaded leads page shows again, a page never loaded says "You\'re offline", and signing out keeps nothing', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = guardPage(page, baseURL!);
  await signInWith(page, hvac, /\/pro$/);
  await controlledByWorker(page);

  await page.goto("/pro/leads");
  await expect(page.getByRole("heading", { level: 1, name: "My leads" })).toBeVisible();
  // The page as loaded, less the live-updates marker (the event stream is down offline).
  const pageText = async () => (await page.locator("main").innerText()).replace(/\n*Live updates on/, "");
  const online = await pageText();
  expect(problems).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My leads" })).toBeVisible();
  expect(await pageText()).toBe(online);

  await page.goto("/pro/reviews");
  await expect(page.getByRole("heading", { level: 1, name: "You’re offline" })).toBeVisible();
  await expect(page.getByText("What still works")).toBeVisible();
  await expect(page).toHaveURL(/\/pro\/reviews$/);

  await context.setOffline(false);
  await page.goto("/pro");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => cachedUrls(page)).toEqual({});
  // Without a session the dashboard is the sign-in page again, online; offline it has no copy of anyone's pages.
  await context.setOffline(true);
  const offline = await page.goto("/pro/leads").catch(() => null);
  expect(offline?.ok() ?? false).toBe(false);
  await context.close();
});
