/**
 * The contractor dashboard end to end on the demo seed (scripts/e2e-server.ts
 * fixes DEMO_PASSWORD): the role guard, sign-in, a test-mode top-up, buying a
 * lead (contact details hidden before, shown after), object-level
 * authorization between contractors, idempotent buying and returns.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { guardPage } from "./support/page-guard";

const password = process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm";
const roofer = "roofing@demo.trustedhomepros.com";
const hvac = "hvac@demo.trustedhomepros.com";
const plumber = "plumbing@demo.trustedhomepros.com";

// One shared marketplace: these tests buy from the same seeded leads, so they run in order.
test.describe.configure({ mode: "serial" });

async function signIn(page: Page, email: string, path = "/pro") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
}

async function contractorPage(browser: Browser, email: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test("a stranger is sent from /pro to /login and back after signing in", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await page.goto("/pro/balance");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpro%2Fbalance$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await page.getByLabel("Email").fill(roofer);
  await page.getByLabel("Password").fill("not-the-right-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/pro\/balance$/);
  await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/pro");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpro$/);
  // The failed sign-in answers 401 on purpose; nothing else may fail.
  expect(problems.filter((p) => !p.includes("401"))).toEqual([]);
});

test("sign-in works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, plumber, "/pro/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await context.close();
});

test("a contractor tops up, buys a lead, sees its contact details and returns it; another contractor cannot open it", async ({ browser, baseURL }) => {
  const page = await contractorPage(browser, roofer);
  const problems = guardPage(page, baseURL!);

  await page.getByRole("link", { name: "Balance", exact: true }).click();
  await expect(page.getByTestId("test-mode-label")).toContainText("Test mode");
  const before = (await page.getByTestId("balance-amount").textContent()) ?? "";
  await page.getByLabel("Amount in dollars").fill("100");
  await page.getByRole("button", { name: "Add test funds" }).click();
  await expect(page.getByText("Added $100.00 to your balance.")).toBeVisible();
  await expect(page.getByTestId("balance-amount")).not.toHaveText(before);
  await expect(page.getByTestId("ledger")).toContainText("Top-up");

  await page.getByRole("link", { name: "Available leads", exact: true }).click();
  const card = page.getByTestId("available-lead").first();
  await expect(card).toBeVisible();
  // Price first, contact details hidden until bought.
  await expect(card.getByTestId("lead-price")).toHaveText(/^\$\d+\.\d\d$/);
  await expect(card).toContainText("Contact details: shown after purchase.");
  await expect(page.getByText(/@example\.com/)).toHaveCount(0);
  // A request for several pros is one card saying how many of its spots are left.
  await expect(page.getByTestId("slots-left").first()).toHaveText(/^\d of [23] spots left$/);
  // Buying asks first: the price and the balance after, then Confirm.
  const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);
  const balance = cents(await page.getByTestId("dashboard-balance").textContent());
  const price = cents(await card.getByTestId("lead-price").textContent());
  const money = (c: number) => `$${(c / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  await card.getByRole("link", { name: /^Buy lead for \$/ }).click();
  await expect(page).toHaveURL(/\/pro\?confirm=[0-9a-f-]{36}#lead-/);
  const confirm = page.getByTestId("confirm-purchase");
  await expect(confirm).toContainText(`Buy this lead for ${money(price)}? Your balance after: ${money(balance - price)}`);
  await confirm.getByRole("button", { name: `Confirm: buy for ${money(price)}` }).click();

  await expect(page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);
  await expect(page.getByText("Lead bought.")).toBeVisible();
  const details = page.getByTestId("contact-details");
  // Other tests add quote requests to the same database, so the lead bought may be
  // any homeowner's: check that full contact details are shown, not whose they are.
  await expect(details).toContainText(/[\w.+-]+@example\.com/);
  await expect(details).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
  const email = ((await details.locator("dd").filter({ hasText: "@example.com" }).first().textContent()) ?? "missing").trim();
  const leadUrl = new URL(page.url()).pathname;
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await expect(page.locator("h1")).toHaveCount(1);

  // A second tab still shows the return form when the lead is marked Won in the first.
  const staleTab = await page.context().newPage();
  await staleTab.goto(leadUrl);
  await page.getByLabel("Status").selectOption("won");
  await page.getByLabel("Job value in dollars (when won)").fill("12500");
  await page.getByLabel("Notes").fill("Signed on site.");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await expect(page.getByText("Job value $12,500.00")).toBeVisible();

  // Another contractor gets a 404 for this lead: its existence is not revealed.
  const other = await contractorPage(browser, plumber);
  const response = await other.goto(leadUrl);
  expect(response?.status()).toBe(404);
  await expect(other.getByText(email)).toHaveCount(0);
  await other.context().close();

  // A Won lead cannot be returned: the page says so, and the stale tab's return is refused with nothing written.
  await expect(page.getByText("This lead is marked Won, so it cannot be returned.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Return lead" })).toHaveCount(0);
  await staleTab.getByLabel("Reason").selectOption("wrong-number");
  await staleTab.getByRole("button", { name: "Return lead" }).click();
  await expect(staleTab.getByRole("alert")).toHaveText("This lead is marked Won, so it cannot be returned. Change its status first if that was a mistake.");
  await staleTab.close();

  // Lost after all: now it can be returned.
  await page.getByLabel("Status").selectOption("lost");
  await page.getByLabel("Job value in dollars (when won)").fill("");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status saved.")).toBeVisible();
  await page.getByLabel("Reason").selectOption("wrong-number");
  await page.getByRole("button", { name: "Return lead" }).click();
  await expect(page.getByText(/Return requested|Lead returned/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Return lead" })).toHaveCount(0);

  await page.getByRole("link", { name: "My leads", exact: true }).click();
  await expect(page.getByTestId("my-lead").filter({ hasText: email })).toHaveCount(1);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("buying is idempotent per key, and the loser of a race is told the lead was just taken", async ({ browser, baseURL }) => {
  const hvacPage = await contractorPage(browser, hvac);
  // The demo's past jobs (reviewed work) are purchases too: count this test's own.
  await hvacPage.goto("/pro/balance");
  const purchasesBefore = await hvacPage.getByTestId("ledger").getByText("Lead purchase").count();
  await hvacPage.goto("/pro");
  await hvacPage
    .getByTestId("available-lead")
    .first()
    .getByRole("link", { name: /^Buy lead for/ })
    .click();
  const form = hvacPage.getByTestId("confirm-purchase");
  const leadId = await form.locator('input[name="leadId"]').inputValue();
  const key = await form.locator('input[name="idempotencyKey"]').inputValue();
  const post = (page: Page, idempotencyKey: string) =>
    page.request.post("/pro?index", { form: { leadId, idempotencyKey }, headers: { Origin: baseURL! }, maxRedirects: 0 });

  // A retry of the same submission (double click, resent form) lands on the same purchase.
  const first = await post(hvacPage, key);
  const second = await post(hvacPage, key);
  expect(first.status()).toBe(302);
  expect(second.status()).toBe(302);
  expect(second.headers().location).toBe(first.headers().location);
  await hvacPage.goto("/pro/balance");
  await expect(hvacPage.getByTestId("ledger").getByText("Lead purchase")).toHaveCount(purchasesBefore + 1);
  await hvacPage.context().close();

  // A roofing lead both the roofer and the plumber may buy: the plumber wins, the roofer loses.
  // Without JavaScript the roofer's page gets no live updates (pro-live.spec.ts), so it can go stale.
  const rooferPage = await contractorPage(browser, roofer, { javaScriptEnabled: false });
  const plumberPage = await contractorPage(browser, plumber);
  const idsOn = (page: Page) => page.getByTestId("available-lead").evaluateAll((els) => els.map((e) => e.getAttribute("data-lead-id") ?? ""));
  const rooferLeadIds = await idsOn(rooferPage);
  const shared = (await idsOn(plumberPage)).find((id) => rooferLeadIds.includes(id));
  expect(shared, "a lead both contractors may buy").toBeDefined();
  // The roofer opens the confirmation (a plain link, no JavaScript) and waits; meanwhile the plumber buys the lead.
  const rooferCard = rooferPage.locator(`[data-lead-id="${shared}"]`);
  await rooferCard.getByRole("link", { name: /^Buy lead for/ }).click();
  await expect(rooferPage.getByTestId("confirm-purchase")).toContainText("Your balance after:");
  const plumberCard = plumberPage.locator(`[data-lead-id="${shared}"]`);
  await plumberCard.getByRole("link", { name: /^Buy lead for/ }).click();
  await plumberPage
    .getByTestId("confirm-purchase")
    .getByRole("button", { name: /^Confirm: buy for/ })
    .click();
  await expect(plumberPage).toHaveURL(/\/pro\/leads\//);
  // The roofer's confirmation is stale: their click loses.
  await rooferPage
    .getByTestId("confirm-purchase")
    .getByRole("button", { name: /^Confirm: buy for/ })
    .click();
  await expect(rooferPage.getByRole("alert")).toHaveText("This lead was just taken");
  await rooferPage.context().close();
  await plumberPage.context().close();
});

test("without JavaScript a purchase asks first: Cancel buys nothing, Confirm buys the lead at the price shown", async ({ browser }) => {
  const page = await contractorPage(browser, plumber, { javaScriptEnabled: false });
  const card = page.getByTestId("available-lead").first();
  const leadId = (await card.getAttribute("data-lead-id")) ?? "missing";
  const price = (await card.getByTestId("lead-price").textContent()) ?? "missing";

  await card.getByRole("link", { name: `Buy lead for ${price}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pro\\?confirm=${leadId}#lead-${leadId}$`));
  await expect(page.getByTestId("confirm-purchase")).toContainText(`Buy this lead for ${price}? Your balance after: $`);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByTestId("confirm-purchase")).toHaveCount(0);
  // Nothing was bought: the lead is still on offer to this contractor (a lead it bought leaves its list). The
  // balance is no witness here: pro-integrations.spec.ts buys through the API as the same demo plumber meanwhile.
  await expect(page.locator(`[data-lead-id="${leadId}"]`).getByRole("link", { name: `Buy lead for ${price}` })).toHaveCount(1);

  await page
    .locator(`[data-lead-id="${leadId}"]`)
    .getByRole("link", { name: `Buy lead for ${price}` })
    .click();
  await page.getByRole("button", { name: `Confirm: buy for ${price}` }).click();
  await expect(page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);
  await expect(page.getByText("Lead bought.")).toBeVisible();
  await expect(page.getByTestId("contact-details")).toContainText(/@example\.com/);
  await page.context().close();
});

test("the balance history pages without JavaScript: 'Older entries' carries the cursor, each entry on one page only", async ({ browser, baseURL }) => {
  const page = await contractorPage(browser, plumber, { javaScriptEnabled: false });
  // More entries than one page (50): 51 test-mode top-ups through the page's own form post.
  for (let i = 0; i < 51; i++) {
    const response = await page.request.post("/pro/balance", {
      form: { amount: "10", idempotencyKey: `page-${i}-${Date.now()}` },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  }
  await page.goto("/pro/balance");
  const ledgerRows = page.getByTestId("ledger").locator("tbody tr");
  await expect(ledgerRows).toHaveCount(50);
  const firstPage = await ledgerRows.allTextContents();
  await page.getByRole("link", { name: "Older entries" }).click();
  await expect(page).toHaveURL(/\/pro\/balance\?after=[\w-]+$/);
  // The URL changes before the new document has its rows: wait for them.
  await expect(ledgerRows.first()).toBeVisible();
  const secondPage = await ledgerRows.allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.length).toBeLessThanOrEqual(50);
  await page.getByRole("link", { name: "Newest entries" }).click();
  await expect(page).toHaveURL(/\/pro\/balance$/);
  await expect(ledgerRows).toHaveCount(50);
  // The first page again: the same rows, in the same order. Other spec files buy leads with the demo plumber
  // (pro-integrations.spec.ts) and may add an entry meanwhile; a newer entry pushes the page down by one row,
  // never reorders it (a run failed on exactly that: one "Lead purchase" on top).
  const again = await ledgerRows.allTextContents();
  const shift = again.findIndex((_, k) => again.slice(k).every((row, i) => row === firstPage[i]));
  expect({ again, shift: shift >= 0 && shift <= 3 }).toEqual({ again, shift: true });
  await page.context().close();
});
