/**
 * The sign-in pages and the dashboard pages meet the page rules: one h1,
 * noindex, no serious axe violation, no console error, no element with
 * conflicting Tailwind classes; the password pages
 * answer a dead link clearly; logout is POST only.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { expectNoConflictingClasses } from "./support/class-conflicts";
import { guardPage } from "./support/page-guard";

const password = process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm";

async function checkPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${path} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(bad).toEqual([]);
  expectNoConflictingClasses(await page.content(), path);
}

test("the public account pages are accessible and not indexed", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  for (const path of ["/login", "/forgot-password"]) await checkPage(page, path);
  await checkPage(page, "/invite/not-a-real-token");
  await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired.");
  await checkPage(page, "/reset-password/not-a-real-token");
  await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired.");
  await checkPage(page, "/unlock/not-a-real-token");
  await expect(page.getByRole("alert")).toContainText("This link is invalid or has expired.");
  // The e-mail change link only shows its button until pressed (mail scanners open links).
  await checkPage(page, "/account/email/not-a-real-token");
  await checkPage(page, "/account/email/revert/not-a-real-token");
  await checkPage(page, `/alerts/unsubscribe/${"0".repeat(64)}`);
  await expect(page.getByRole("alert")).toContainText("This link is invalid.");
  expect(problems).toEqual([]);
});

test("a password reset request answers the same for any address", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toHaveText("If an account exists for that e-mail, we have sent a link to reset the password.");
});

test("GET /logout does not sign out", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fpro%2Fsettings");
  await page.getByLabel("Email").fill("hvac@demo.trustedhomepros.com");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro\/settings$/);
  await page.goto("/logout");
  await page.goto("/pro/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("the dashboard pages are accessible and not indexed", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await page.goto("/login");
  await page.getByLabel("Email").fill("hvac@demo.trustedhomepros.com");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro$/);
  for (const path of [
    "/pro",
    "/pro/leads",
    "/pro/balance",
    "/pro/settings",
    "/pro/account",
    "/pro/billing",
    `/pro/billing/statements/${new Date().toISOString().slice(0, 7)}`,
  ])
    await checkPage(page, path);
  // Widths: tests/e2e/page-fit.spec.ts visits every dashboard page at 320 and 390 px.
  expect(problems).toEqual([]);
});

test("a contractor saves settings, and a bad value is explained", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fpro%2Fsettings");
  await page.getByLabel("Email").fill("hvac@demo.trustedhomepros.com");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro\/settings$/);
  await page.getByLabel("Base ZIP code").fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toHaveText("Give both a base ZIP and a radius, or neither.");
  await page.reload();
  await page.getByLabel("SMS", { exact: true }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Settings saved.");
  await page.reload();
  await expect(page.getByLabel("SMS", { exact: true })).toBeChecked();
});

test("a contractor sets alert quiet hours and a cap, and a bad time is explained", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fpro%2Fsettings");
  await page.getByLabel("Email").fill("roofing@demo.trustedhomepros.com");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro\/settings$/);
  await expect(page.getByLabel("E-mail alerts")).toBeChecked();
  await page.getByLabel("From").fill("21:30");
  await page.getByRole("button", { name: "Save alert settings" }).click();
  await expect(page.getByRole("alert")).toHaveText("Give both a start and an end for quiet hours, or neither.");
  await page.getByLabel("From").fill("21:30");
  await page.getByLabel("Until").fill("06:45");
  await page.getByLabel("At most this many alerts an hour").fill("4");
  await page.getByRole("button", { name: "Save alert settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Alert settings saved.");
  await page.reload();
  await expect(page.getByLabel("Until")).toHaveValue("06:45");
  await expect(page.getByLabel("At most this many alerts an hour")).toHaveValue("4");
});
