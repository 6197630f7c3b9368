/**
 * Plans and billing (decision 0027) in Chromium, in test mode (the e2e server opts in with ALLOW_TEST_PAYMENTS): a contractor
 * signs in, follows "Start Free Trial" from /pricing, starts the 14-day trial, sees its
 * end date and this month's minimum, and downloads the month's statement as a PDF.
 * On the demo Professional contractor (hvac@demo), whose plan and prices a trial does not change, so
 * other specs on the same server are unaffected.
 */
import { expect, test } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { confirmItsYou } from "./support/sign-in";

const password = process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm";

test("a contractor starts the free trial, sees its end date and downloads a statement", async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = guardPage(page, baseURL!);

  await page.goto("/login");
  await page.getByLabel("Email").fill("hvac@demo.trustedhomepros.com");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro$/);
  // Signed in, the plan's button leads to the contractor's own billing page (signed out it leads to the application).
  await page.goto("/pricing");
  await expect(page.getByTestId("minimum-rule")).toContainText("no shortfall fee");
  await page.getByRole("link", { name: "Start Free Trial" }).click();
  await expect(page).toHaveURL(/\/pro\/billing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plan & billing" })).toBeVisible();
  await expect(page.getByTestId("minimum-progress")).toContainText("of 150 leads in");

  // A plan change asks "Confirm it's you" (the password again), then is made in the same step.
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await confirmItsYou(page, password);
  await expect(page.getByText("Your 14-day Professional trial has started.")).toBeVisible();
  const ends = new Date(Date.now() + 14 * 86_400_000);
  await expect(page.getByTestId("subscription-status")).toHaveText("Free trial");
  await expect(page.getByTestId("trial-ends")).toContainText(String(ends.getUTCFullYear()));
  await expect(page.getByRole("button", { name: "Start Free Trial" })).toHaveCount(0);
  // The dashboard header says so on every /pro page.
  await page.goto("/pro");
  await expect(page.getByTestId("trial-ends-header")).toContainText(`Free trial until `);
  await expect(page.getByTestId("trial-ends-header")).toContainText(String(ends.getUTCFullYear()));
  await page.goto("/pro/billing");

  const month = new Date().toISOString().slice(0, 7);
  await page.getByRole("link", { name: month, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Statement ${month} (to date)` })).toBeVisible();
  await expect(page.getByTestId("statement-closing")).toContainText("$");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("statement-pdf").click()]);
  expect(download.suggestedFilename()).toBe(`statement-${month}.pdf`);
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  // "Confirm it's you" answered 403 on purpose (the response and the browser's console line about it).
  expect(problems.filter((p) => !/^HTTP 403: .*\/pro\/billing/.test(p) && !p.includes("the server responded with a status of 403"))).toEqual([]);
  await context.close();
});
