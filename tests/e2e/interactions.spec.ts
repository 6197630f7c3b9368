import { expect, test } from "@playwright/test";

test("Calculators dropdown opens, lists the six calculators and closes with Escape", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.getByText("Calculators", { exact: true });
  const roofing = nav.getByRole("link", { name: "Roofing Calculator" });
  await expect(roofing).toBeHidden();
  await toggle.click();
  await expect(roofing).toBeVisible();
  await expect(nav.getByRole("link", { name: /Calculator$/ })).toHaveCount(6);
  await page.keyboard.press("Escape");
  await expect(roofing).toBeHidden();
  // Keyboard: focus the toggle and open it with Enter.
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(roofing).toBeVisible();
  await roofing.click();
  await expect(page).toHaveURL(/\/calculators\/roofing$/);
  await expect(nav.getByRole("link", { name: "Roofing Calculator" })).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the mobile menu toggles open and closed", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByLabel("Toggle menu");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});

test("How It Works tabs default to homeowners and switch to contractors", async ({ page }) => {
  await page.goto("/#how-it-works");
  const homeowners = page.getByRole("tab", { name: "For Homeowners" });
  const contractors = page.getByRole("tab", { name: "For Contractors" });
  await expect(homeowners).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Tell Us About Your Project")).toBeVisible();
  await expect(page.getByText("Apply to Join")).toBeHidden();
  await contractors.click();
  await expect(contractors).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Apply to Join")).toBeVisible();
  await expect(page.getByText("Tell Us About Your Project")).toBeHidden();
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  await contractors.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(homeowners).toHaveAttribute("aria-selected", "true");
});

test("stat counters start at 0 and count up to their targets once visible", async ({ page }) => {
  await page.goto("/");
  const values = page.getByTestId("stat-value");
  await expect(values.first()).toHaveText("0+");
  await values.first().scrollIntoViewIfNeeded();
  await expect(values.first()).toHaveText("10,000+", { timeout: 5000 });
  await expect(values.nth(3)).toHaveText("98%");
  // Once only: scrolling away and back does not restart it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await values.first().scrollIntoViewIfNeeded();
  await expect(values.first()).toHaveText("10,000+");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("counters show their final values at once", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("stat-value").first()).toHaveText("10,000+");
  });
});

test("the pricing dialog opens from a price and from the table, and closes", async ({ page }) => {
  await page.goto("/pricing");
  const dialog = page.getByRole("dialog", { name: "Request Pricing" });
  await expect(dialog).toBeHidden();
  await page.locator('a[href="#request-pricing"]:visible').first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Full Name")).toBeVisible();
  // A click before the island hydrates opens the no-JS modal (#request-pricing), which Escape cannot close; the
  // island then opens its modal dialog in its place. Press Escape on that one: its form is the hydrated one.
  await expect(dialog.locator("form")).toHaveAttribute("data-client-validation", /^(armed|ready)$/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Anywhere on the table, not only on a price.
  await page.getByRole("table").getByRole("rowheader").first().click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("anchors #categories and #how-it-works exist on the home page", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#categories")).toHaveCount(1);
  await expect(page.locator("#how-it-works")).toHaveCount(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Categories" }).click();
  await expect(page).toHaveURL(/#categories$/);
});
