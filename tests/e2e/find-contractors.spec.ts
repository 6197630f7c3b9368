/**
 * Decision 0031 in Chromium, on the demo seed (its contractors have profiles and reviews): Find Contractors' search
 * → the results (real pros rated 4+, no JavaScript) → a profile (Verified Badge, reviews, LocalBusiness JSON-LD)
 * → "Request a quote from this pro" → that pro sees the new lead among its available leads, and another roofer who
 * serves the same ZIP does not (the pro's first hour).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { clientValidationReady, unique } from "./forms-support";
import { guardPage } from "./support/page-guard";

const password = process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm";
/** The demo contractors who take roofing near 10001, by business name (app/server/seed-demo.server.ts). */
const roofers: Record<string, string> = {
  "Queens Pipe & Drain": "plumbing@demo.trustedhomepros.com",
  "Skyline Roofing Co.": "roofing@demo.trustedhomepros.com",
};

/** No serious or critical WCAG 2.1 AA problem on the page (as the other pages are checked). */
async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/pro");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro$/);
  return page;
}

test("search → rated results → profile → request a quote from this pro → only that pro sees the lead", async ({ browser, page, baseURL }) => {
  test.setTimeout(180_000);
  const problems = guardPage(page, baseURL!);
  const id = unique();

  // 1. Find Contractors: "What do you need?" and "Where?", a plain GET form.
  await page.goto("/find-contractors");
  await page.getByLabel("What do you need?").fill("Roofing");
  await page.getByLabel("Where?").fill("10001");
  await page.getByRole("button", { name: "Find Contractors" }).click();
  await expect(page).toHaveURL(/\/find-contractors\/search\?q=Roofing&where=10001$/);
  await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  await expect(page.getByTestId("serving-count")).toContainText("verified roofing pros serve New York, NY 10001");
  const results = page.getByTestId("search-results").getByRole("listitem");
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText("Licensed, insured and verified");
  await expectAccessible(page);
  const business = (await results.first().getByRole("heading").innerText()).trim();
  const chosenEmail = roofers[business];
  expect(chosenEmail, `unexpected first result ${business}`).toBeDefined();
  const otherEmail = Object.entries(roofers).find(([name]) => name !== business)![1];

  // 2. The profile: name, Verified Badge, reviews, structured data with the real rating; no JavaScript.
  await results.first().getByRole("link", { name: "See profile and reviews" }).click();
  await expect(page).toHaveURL(/\/contractors\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: business })).toBeVisible();
  await expect(page.getByTestId("verified-badge")).toHaveText("Licensed, insured and verified");
  await expect(page.getByTestId("reviews").getByRole("listitem")).not.toHaveCount(0);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}") as {
    "@type"?: string;
    aggregateRating?: { reviewCount?: number };
  };
  expect(ld["@type"]).toBe("LocalBusiness");
  expect(ld.aggregateRating?.reviewCount).toBeGreaterThan(0);
  await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  await expectAccessible(page);

  // 3. "Request a quote from this pro": the form opens for roofing and names the pro who gets the first hour.
  // A pro of several trades has one button per trade: the roofing one.
  await page.getByRole("link", { name: /^Request a quote from this pro( \(Roofing\))?$/ }).click();
  await expect(page).toHaveURL(/\/get-quotes\?category=roofing&pro=[a-z0-9-]+#quote-form$/);
  await expect(page.getByTestId("quoted-pro")).toContainText(business);
  const quote = page.locator("#quote-form form");
  await clientValidationReady(quote);
  await expect(quote.getByLabel("Project Type")).toHaveValue("roofing");
  await quote.getByLabel("Full Name").fill("Riley Chen");
  await quote.getByLabel("Email").fill(`riley.${id}@example.com`);
  await quote.getByLabel("Mobile Phone").fill(`(212) 555-${String(2000 + (Number.parseInt(id.slice(-6), 36) % 7999))}`);
  await quote.getByLabel("ZIP Code").fill("10001");
  await quote.getByLabel("When do you need the work done?").selectOption("within-month");
  await quote.getByLabel("Do you own the property?").selectOption("owner");
  await quote.getByLabel("Project Details").fill(`Slate roof repair for a brownstone (${id}).`);
  await quote.getByRole("checkbox").check();
  await quote.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(page).toHaveURL(/\/get-quotes\/confirmation\?ref=/);
  expect(problems).toEqual([]);

  // 4. The chosen pro sees the lead at once; the other roofer serving 10001 does not, during the hour.
  const chosen = await signedIn(browser, chosenEmail!);
  await chosen.getByRole("link", { name: "Available leads", exact: true }).click();
  await expect(chosen.getByTestId("available-lead").filter({ hasText: id })).toHaveCount(1);
  const other = await signedIn(browser, otherEmail);
  await other.getByRole("link", { name: "Available leads", exact: true }).click();
  await expect(other.getByTestId("available-lead").first()).toBeVisible();
  await expect(other.getByTestId("available-lead").filter({ hasText: id })).toHaveCount(0);

  // 5. A place the ZIP data does not know is refused next to the field, with a 4xx.
  const refused = await page.request.get("/find-contractors/search?q=Roofing&where=00000");
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("ZIP code 00000 was not found. Please check it.");
});
