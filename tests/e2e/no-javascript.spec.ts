import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/public-routes.ts";

test.use({ javaScriptEnabled: false });

for (const route of publicRoutes) {
  test(`${route.path} shows its content without JavaScript`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    // Every tab panel is shown when tabs cannot switch.
    for (const panel of await page.locator("[data-tab-panel]").all()) await expect(panel).toBeVisible();
    const text = (await page.locator("main").innerText()).trim();
    expect(text.length).toBeGreaterThan(200);
  });
}

test("menus work without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByText("Calculators", { exact: true }).click();
  await page.getByRole("link", { name: "Solar Calculator" }).first().click();
  await expect(page).toHaveURL(/\/calculators\/solar$/);
});

test.describe("phone without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("the mobile menu opens and its links work", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Toggle menu").click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("the pricing request form opens without JavaScript", async ({ page }) => {
  await page.goto("/pricing");
  await page.locator('a[href="#request-pricing"]:visible').first().click();
  await expect(page.locator("#request-pricing").getByLabel("Full Name")).toBeVisible();
});

test("home page counters show final values without JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("stat-value").first()).toHaveText("10,000+");
});
