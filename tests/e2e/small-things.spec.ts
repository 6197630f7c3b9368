/**
 * Things a visitor notices, in Chromium on the demo seed: Find Contractors takes a city without its state and
 * forgives a typo; the help search matches word forms; each plan's button on /pricing leads where that plan starts,
 * signed out and signed in; /api/docs shows its Markdown rendered, with no raw backticks.
 */
import { expect, test } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { signInWith } from "./support/sign-in";

test("Find Contractors: a city without its state, in lower case, is the largest place of that name, the others offered; a typo is forgiven", async ({
  page,
  baseURL,
}) => {
  const problems = guardPage(page, baseURL!);
  await page.goto("/find-contractors");
  await page.getByLabel("What do you need?").fill("Roofing");
  await page.getByLabel("Where?").fill("brooklyn");
  await page.getByRole("button", { name: "Find Contractors" }).click();
  await expect(page.getByTestId("place-note")).toContainText("Showing Brooklyn, NY for “brooklyn”.");
  await expect(page.getByTestId("serving-count")).toContainText(/serves? Brooklyn, NY/);
  const other = page.getByTestId("place-note").getByRole("link").first();
  const otherPlace = (await other.innerText()).trim();
  expect(otherPlace).toMatch(/^Brooklyn, [A-Z]{2}$/);
  expect(otherPlace).not.toBe("Brooklyn, NY");
  await other.click();
  await expect(page.getByTestId("serving-count")).toContainText(new RegExp(`serves? ${otherPlace}`));

  await page.getByLabel("Where?").fill("Brooklin, ny");
  await page.getByRole("button", { name: "Find Contractors" }).click();
  await expect(page.getByTestId("place-note")).toContainText("Showing Brooklyn, NY for “Brooklin, ny”.");
  await expect(page.getByTestId("search-results").getByRole("listitem").first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("help search: “return lead” finds the article on returning a lead", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await page.goto("/help-center");
  await page.getByLabel("Search help articles").fill("return lead");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/help-center\?q=return\+lead/);
  await expect(page.getByRole("heading", { level: 3, name: "How to return an invalid or duplicate lead" })).toBeVisible();
  expect(problems).toEqual([]);
});

const ctas = { payg: "Get Started", pro: "Start Free Trial", enterprise: "Contact Sales" } as const;

test("pricing: signed out the plans lead to the application (Enterprise to sales); signed in to /pro/billing", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  const plans = page.locator("#plans");
  await page.goto("/pricing");
  await expect(plans.getByRole("link", { name: ctas.payg })).toHaveAttribute("href", "/contractor-application");
  await expect(plans.getByRole("link", { name: ctas.pro })).toHaveAttribute("href", "/contractor-application");
  await expect(plans.getByRole("link", { name: ctas.enterprise })).toHaveAttribute("href", "/contact");
  await plans.getByRole("link", { name: ctas.pro }).click();
  await expect(page).toHaveURL(/\/contractor-application$/);

  await signInWith(page, "roofing@demo.trustedhomepros.com", /\/pro$/);
  await page.goto("/pricing");
  await expect(plans.getByRole("link", { name: ctas.payg })).toHaveAttribute("href", "/pro/billing");
  await expect(plans.getByRole("link", { name: ctas.pro })).toHaveAttribute("href", "/pro/billing");
  await expect(plans.getByRole("link", { name: ctas.enterprise })).toHaveAttribute("href", "/contact");
  await plans.getByRole("link", { name: ctas.payg }).click();
  await expect(page).toHaveURL(/\/pro\/billing$/);
  expect(problems).toEqual([]);
});

test("/api/docs renders its Markdown: code as code, no raw backticks", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("`");
  const signature = page.locator("code", { hasText: "{webhook-id}.{webhook-timestamp}.{body}" }).first();
  await expect(signature).toBeVisible();
  // Styled as code: a monospace face on a tinted background.
  expect(await signature.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
  expect(await signature.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
