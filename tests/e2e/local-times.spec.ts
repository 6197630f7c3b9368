/**
 * A contractor reads times in its own zone, never in UTC, and its balance history names the lead bought by its
 * reference, trade and place. The demo roofer's base ZIP is in New York; choosing Pacific in the settings moves every
 * time on the dashboard to Los Angeles time.
 */
import { expect, test } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { signInWith } from "./support/sign-in";

const roofer = "roofing@demo.trustedhomepros.com";

test("a New York pro sees its purchase in EST/EDT, in PST/PDT after choosing Pacific, and the reference in its balance history", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await signInWith(page, roofer, /\/pro$/);

  await page.goto("/pro/balance");
  await page.getByLabel("Amount in dollars").fill("100");
  await page.getByRole("button", { name: "Add test funds" }).click();
  await expect(page.getByText("Added $100.00 to your balance.")).toBeVisible();

  await page.goto("/pro");
  const card = page.getByTestId("available-lead").first();
  await card.getByRole("link", { name: /^Buy lead for \$/ }).click();
  await page
    .getByTestId("confirm-purchase")
    .getByRole("button", { name: /^Confirm: buy for/ })
    .click();
  await expect(page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);
  const leadUrl = new URL(page.url()).pathname;
  const intro = page.locator("h1 + p");
  await expect(intro).toContainText(/bought \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M E[SD]T/);
  await expect(intro).not.toContainText("UTC");
  const reference = /Ref\. (\S+)/.exec((await intro.textContent()) ?? "")?.[1];
  expect(reference).toBeTruthy();

  await page.goto("/pro/balance");
  const ledger = page.getByTestId("ledger");
  await expect(ledger).toContainText(reference!);
  await expect(ledger).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(ledger).toContainText(/E[SD]T/);

  await page.goto("/pro/settings");
  await page.getByLabel("Your time zone").selectOption("America/Los_Angeles");
  await page.getByRole("button", { name: "Save alert settings" }).click();
  await expect(page.getByText("Alert settings saved.")).toBeVisible();

  await page.goto(leadUrl);
  await expect(page.locator("h1 + p")).toContainText(/bought \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M P[SD]T/);
  await page.goto("/pro/balance");
  await expect(page.getByTestId("ledger")).toContainText(/P[SD]T/);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/balance-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/balance-390.png`, fullPage: true });
    await page.goto(leadUrl);
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/lead-390.png`, fullPage: true });
  }

  // Back to the base ZIP's zone for the other specs sharing the demo data.
  await page.goto("/pro/settings");
  await page.getByLabel("Your time zone").selectOption("America/New_York");
  await page.getByRole("button", { name: "Save alert settings" }).click();
  expect(problems).toEqual([]);
});
