/** axe on the states the page-level sweep never sees: every form with its messages shown, and the confirmations. */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { clientValidationReady, pdfFile, unique, uniquePhone } from "./forms-support";

async function expectAccessible(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(bad, state).toEqual([]);
}

const forms = [
  { path: "/get-quotes", form: "#quote-form form", button: "Get My Free Quotes" },
  { path: "/contact", form: "#message form", button: "Send Message" },
  { path: "/contractor-application", form: "#application form", button: "Submit Application" },
  { path: "/careers#apply", form: "#apply form", button: "Submit Application" },
];

for (const f of forms) {
  test(`${f.path}: the form with every message shown passes axe`, async ({ page }) => {
    await page.goto(f.path);
    const form = page.locator(f.form);
    await clientValidationReady(form);
    await form.getByRole("button", { name: f.button }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    // Let a toast finish its entrance animation (axe would measure its colours half-faded).
    await page.waitForTimeout(800);
    await expectAccessible(page, `${f.path} with errors`);
  });
}

test("the pricing dialog with its messages passes axe", async ({ page }) => {
  await page.goto("/pricing");
  await page.locator('a[href="#request-pricing"]:visible').first().click();
  const form = page.getByRole("dialog", { name: "Request Pricing" }).locator("form");
  await clientValidationReady(form);
  await form.getByRole("button", { name: "Request Pricing" }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, "pricing dialog with errors");
});

test("the quote confirmation passes axe", async ({ page }) => {
  await page.goto("/get-quotes");
  const form = page.locator("#quote-form form");
  await clientValidationReady(form);
  await form.getByLabel("Full Name").fill("Jane Smith");
  await form.getByLabel("Email").fill(`jane.${unique()}@example.com`);
  await form.getByLabel("Mobile Phone").fill(uniquePhone());
  await form.getByLabel("ZIP Code").fill("10001");
  await form.getByLabel("Project Type").selectOption("hvac");
  await form.getByLabel("When do you need the work done?").selectOption("within-month");
  await form.getByLabel("Do you own the property?").selectOption("owner");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(page.getByTestId("quote-reference")).toBeVisible();
  await expectAccessible(page, "quote confirmation");
});

test.describe("as served without JavaScript", () => {
  test("the application's server-rendered error notice passes axe", async ({ page }) => {
    // The app's scripts never load, so the page is exactly what a browser without JavaScript shows; axe still runs.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/contractor-application");
    const form = page.locator("#application form");
    // Accepted by the browser's own checks (JavaScript is off), refused by the server.
    const values: [string, string][] = [
      ["businessName", "   "],
      ["firstName", "Jo"],
      ["lastName", "Smith"],
      ["email", "owner@acme"],
      ["phone", "123-456-7890"],
      ["licenseNumber", "NY-1"],
      ["yearsInBusiness", "3"],
      ["serviceAreas", "Queens"],
      ["insuranceProvider", "State Farm"],
    ];
    for (const [name, value] of values) await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('[name="serviceCategory"]').selectOption("plumbing");
    await form.locator('[name="licenseFile"]').setInputFiles(pdfFile("license.pdf"));
    await form.locator('[name="insuranceFile"]').setInputFiles(pdfFile("insurance.pdf"));
    await form.locator('[name="certify"]').check();
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.locator('[data-form-alert="error"]')).toBeVisible();
    await expectAccessible(page, "application error notice");
  });
});
