/**
 * Auto-buy exists only for subscribers: on /pro/settings a
 * Pay-As-You-Go contractor sees it switched off with the reason, and the
 * server refuses it even when the browser is tampered with; a Professional
 * contractor may switch it on. Nothing is saved here: turning auto-buy on for
 * a demo pro would buy leads other specs expect to see on sale.
 */
import { expect, test, type Page } from "@playwright/test";

const password = process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm";
const AUTO_BUY = "Auto-buy matching leads as they arrive";
const SUBSCRIBERS_ONLY = "Auto-buy is part of the Professional and Enterprise plans.";

async function signInToSettings(page: Page, email: string) {
  await page.goto("/login?redirectTo=%2Fpro%2Fsettings");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro\/settings$/);
}

test("a Pay-As-You-Go contractor cannot switch auto-buy on, not even by editing the page", async ({ page }) => {
  await signInToSettings(page, "roofing@demo.trustedhomepros.com");
  const box = page.getByLabel(AUTO_BUY);
  await expect(box).toBeDisabled();
  await expect(box).not.toBeChecked();
  await expect(page.getByText(SUBSCRIBERS_ONLY)).toBeVisible();

  // A tampered page posts autoBuy=on anyway: the server says no and stores nothing.
  await box.evaluate((el: HTMLInputElement) => {
    el.disabled = false;
    el.checked = true;
  });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toHaveText(SUBSCRIBERS_ONLY);
  await page.reload();
  await expect(page.getByLabel(AUTO_BUY)).not.toBeChecked();
});

test("a Professional contractor may switch auto-buy on", async ({ page }) => {
  await signInToSettings(page, "hvac@demo.trustedhomepros.com");
  const box = page.getByLabel(AUTO_BUY);
  await expect(box).toBeEnabled();
  await expect(page.getByText(/bought for you as they arrive, within your weekly cap and balance/)).toBeVisible();
  await expect(page.getByText(SUBSCRIBERS_ONLY)).toHaveCount(0);
});
