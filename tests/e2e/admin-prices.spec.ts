/**
 * The admin price table (/admin/prices): an admin edits a range with
 * a reason and sees it in the history, a bad value is refused next to its
 * field (in the browser, and by the server with a 4xx without JavaScript),
 * and a reset to the spec's price is a change too.
 *
 * The e2e server is shared by tests running in parallel: these edit only
 * Electrical / Enterprise, which no demo contractor buys in (the Enterprise
 * demo contractor does plumbing, home improvement and roofing), and reset it
 * at the end. The refusal test writes nothing.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { clientValidationReady, expectFieldError, unique } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { ADMIN_EMAIL, signInAsAdmin } from "./support/sign-in";

test.describe.configure({ mode: "serial" });

const signIn = (page: Page) => signInAsAdmin(page);

test("an admin edits a price with a reason, sees it in the history, and resets it to the spec's", async ({ page, baseURL }) => {
  await signIn(page);
  const problems = guardPage(page, baseURL!);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Prices" }).click();
  await expect(page).toHaveURL(/\/admin\/prices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prices" })).toBeVisible();
  const card = page.getByTestId("prices-electrical");
  const form = card.getByRole("form", { name: "Electrical", exact: true });
  await clientValidationReady(form);
  const max = form.getByLabel("Enterprise fresh maximum");
  await expect(max).toHaveValue("44");
  await expect(form.getByLabel("Enterprise fresh minimum")).toHaveValue("26");

  // A bad value: the shared schema refuses it next to the field before anything is sent.
  await max.fill("12.50");
  await form.getByLabel("Reason for the change").fill("x");
  await form.getByRole("button", { name: "Save Electrical prices" }).click();
  await expectFieldError(page, max, "Enter a whole number of dollars from 1 to 10,000.");
  await expectFieldError(page, form.getByLabel("Reason for the change"), "Please give a reason of at least 3 characters.");

  const reason = `E2E storm season ${unique()}`;
  await max.fill("50");
  await form.getByLabel("Reason for the change").fill(reason);
  await form.getByRole("button", { name: "Save Electrical prices" }).click();
  await expect(card.getByRole("status")).toHaveText("Electrical prices saved: 1 range changed.");
  await expect(form.getByLabel("Enterprise fresh maximum")).toHaveValue("50");
  await expect(card).toContainText("Spec: $26-44");

  const history = page.getByTestId("price-history");
  const row = history.getByRole("row").filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Electrical · Enterprise · Fresh");
  await expect(row).toContainText("$26-44 → $26-50");
  await expect(row).toContainText(ADMIN_EMAIL);

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await expect(page.locator("h1")).toHaveCount(1);

  // Back to the spec's price: a change with its own reason in the history.
  const resetForm = card.getByRole("form", { name: "Reset Electrical prices" });
  await clientValidationReady(resetForm);
  const resetReason = `E2E back to spec ${unique()}`;
  await resetForm.getByLabel("Reason for the reset").fill(resetReason);
  await resetForm.getByRole("button", { name: "Reset Electrical to the spec's prices" }).click();
  await expect(card.getByRole("status")).toHaveText("Electrical prices reset to the spec's: 1 range changed.");
  await expect(card.getByLabel("Enterprise fresh maximum")).toHaveValue("44");
  await expect(history.getByRole("row").filter({ hasText: resetReason })).toContainText("$26-50 → $26-44");
  await expect(card.getByRole("form", { name: "Reset Electrical prices" })).toHaveCount(0);

  // The history filters by category.
  await page.getByLabel("Category", { exact: true }).selectOption("plumbing");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/category=plumbing/);
  await expect(page.getByTestId("price-history").getByRole("row").filter({ hasText: reason })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("without JavaScript the server refuses an aged range above the fresh one, next to the field, and saves nothing", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page);
  const problems = guardPage(page, baseURL!);
  await page.goto("/admin/prices");
  const form = page.getByTestId("prices-electrical").getByRole("form", { name: "Electrical", exact: true });
  const agedMin = form.getByLabel("Enterprise aged minimum");
  await agedMin.fill("30");
  const reason = `E2E refused ${unique()}`;
  await form.getByLabel("Reason for the change").fill(reason);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/admin/prices"),
    form.getByRole("button", { name: "Save Electrical prices" }).click(),
  ]);
  expect(response.status()).toBe(400);
  const again = page.getByTestId("prices-electrical").getByRole("form", { name: "Electrical", exact: true });
  await expectFieldError(page, again.getByLabel("Enterprise aged minimum"), "The aged minimum must not be above the fresh minimum ($26).");
  await expect(again.getByLabel("Enterprise aged minimum")).toHaveValue("30");
  await expect(page.getByRole("alert").first()).toContainText("Electrical prices were not saved.");
  await expect(page.getByText(reason)).toHaveCount(0);
  // Without JavaScript the browser refuses the module preloads ("csp"); the refusal itself is the one 4xx.
  expect(problems.filter((p) => !/\b400\b/.test(p) && !p.endsWith(" csp"))).toEqual([]);
  await context.close();
});
