/**
 * The site header knows who is signed in: "Sign In" for a stranger (the prerendered file, no script, cacheable),
 * "Dashboard" and "Sign out" for a contractor or an admin, on a public page (then a private server render) and in
 * the dashboards. Signing out (the header's form, or the admin console's own at phone width) ends the session on the
 * server: the old cookie opens nothing afterwards.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { signInAsAdmin, signInWith } from "./support/sign-in";

async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "thp_session");
  expect(cookie, "a session cookie").toBeDefined();
  return cookie!;
}

/** A fresh browser with only the old session cookie: a signed-out session must not open the dashboard. */
async function expectRefused(browser: Browser, cookie: Awaited<ReturnType<typeof sessionCookie>>, path: string) {
  const context = await browser.newContext();
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  await context.close();
}

test("a stranger sees Sign In on the script-free, cacheable file", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  const response = await page.goto("/about");
  expect(response?.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(response?.headers()["vary"]).toMatch(/\bCookie\b/i);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/login");
  await expect(banner.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expect(page.locator('script[type="module"], script[src]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a signed-in contractor sees Dashboard and Sign out, and signing out ends the session on the server", async ({ page, browser, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await signInWith(page, "roofing@demo.trustedhomepros.com", /\/pro$/);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/pro");
  await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();

  // A prerendered page, rendered by the server for this visitor: the right header, still no script, never cached.
  const response = await page.goto("/about");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["vary"]).toMatch(/\bCookie\b/i);
  await expect(banner.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/pro");
  await expect(banner.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
  await expect(page.locator('script[type="module"], script[src]')).toHaveCount(0);

  const old = await sessionCookie(page);
  await banner.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(banner.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  await expectRefused(browser, old, "/pro");
  expect(problems).toEqual([]);
});

test("the admin console signs out at 320 px, and the old cookie is refused", async ({ page, browser, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await signInAsAdmin(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("href", "/admin");
  await page.setViewportSize({ width: 320, height: 700 });
  const old = await sessionCookie(page);
  const signOut = page.getByRole("main").getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeInViewport();
  await signOut.click();
  await expect(page).toHaveURL(/\/login$/);
  await expectRefused(browser, old, "/admin");
  expect(problems).toEqual([]);
});
