/**
 * A contractor's daily tools in Chromium: the Available leads filter is in the URL and survives a reload; My leads
 * is searched by the homeowner's name and filtered by status (both in the URL, kept on reload); "Download CSV"
 * downloads the filtered list as a CSV file.
 *
 * Other specs share the server and database: this run's own contractor serves a ZIP far from every demo contractor,
 * and buys the two leads its own homeowners ask for there.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { clientValidationReady, unique } from "./forms-support";
import { approveWithDocumentDates } from "./support/admin-approval";
import { acceptInvitation, submitApplication } from "./support/contractor-application";
import { linkInMail } from "./support/mail";
import { guardPage } from "./support/page-guard";
import { ADMIN_EMAIL, signInWith } from "./support/sign-in";

const ZIP = "82001";

async function newPage(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

async function askForQuote(page: Page, o: { name: string; email: string; phone: string; details: string }): Promise<void> {
  await page.goto("/get-quotes");
  const quote = page.locator("#quote-form form");
  await clientValidationReady(quote);
  await quote.getByLabel("Full Name").fill(o.name);
  await quote.getByLabel("Email").fill(o.email);
  await quote.getByLabel("Mobile Phone").fill(o.phone);
  await quote.getByLabel("ZIP Code").fill(ZIP);
  await quote.getByLabel("Project Type").selectOption("plumbing");
  await quote.getByLabel("When do you need the work done?").selectOption("within-month");
  await quote.getByLabel("Do you own the property?").selectOption("owner");
  await quote.getByLabel("Project Details").fill(o.details);
  await quote.getByRole("radio", { name: "1 pro", exact: true }).check();
  await quote.getByRole("checkbox").check();
  await quote.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(page.getByTestId("quote-reference")).toBeVisible();
}

test("available-leads filter survives a reload; my leads search, status filter and CSV download", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const id = unique();
  const business = `Frontier Plumbing ${id}`;
  const proEmail = `owner.${id}@lead-tools.com`;
  const last4 = 2000 + (Number.parseInt(id.slice(-6), 36) % 7000);
  const visitor = await newPage(browser, baseURL!);
  const admin = await newPage(browser, baseURL!);
  const pro = await newPage(browser, baseURL!);

  // A plumber in Cheyenne applies, is approved and sets a password.
  await submitApplication(visitor.page, {
    business,
    first: "Dana",
    last: "Whitfield",
    email: proEmail,
    phone: `(307) 555-${last4}`,
    license: "WY-PL-4410",
    years: "7",
    category: "plumbing",
    areas: `Cheyenne\n${ZIP}`,
    insurer: "Prairie Mutual",
  });
  await signInWith(admin.page, ADMIN_EMAIL, /\/admin$/);
  await admin.page.goto("/admin/applications?status=submitted");
  await admin.page.getByRole("link", { name: business }).click();
  await approveWithDocumentDates(admin.page);
  await expect(admin.page.getByText("Application approved. The contractor account was created")).toBeVisible();
  await acceptInvitation(pro.page, await linkInMail(proEmail, /\/invite\//), `tools-${id}-correct-horse`);

  // Two homeowners there ask for one plumber each.
  const homeowners = [
    { name: "Riley Fairweather", email: `riley.${id}@example.com`, phone: `(307) 555-${last4 + 1}`, details: `Water heater replacement (${id}).` },
    { name: "Morgan Castellano", email: `morgan.${id}@example.com`, phone: `(307) 555-${last4 + 2}`, details: `Leaking kitchen drain (${id}).` },
  ];
  for (const h of homeowners) await askForQuote(visitor.page, h);

  // Available leads: sort oldest first; the choice is in the URL and survives a reload.
  await pro.page.goto("/pro");
  const filter = pro.page.getByRole("form", { name: "Filter leads" });
  await filter.getByLabel("Sort").selectOption("oldest");
  await filter.getByRole("button", { name: "Apply" }).click();
  await expect(pro.page).toHaveURL(/\/pro\?(.*&)?sort=oldest/);
  await pro.page.reload();
  await expect(pro.page.getByRole("form", { name: "Filter leads" }).getByLabel("Sort")).toHaveValue("oldest");
  const mine = pro.page.getByTestId("available-lead").filter({ hasText: id });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText("Water heater replacement");
  // A value the form never offers: a message next to the field, not an error page.
  await pro.page.goto("/pro?sort=cheapest");
  await expect(pro.page.getByText("Please choose how to sort.")).toBeVisible();
  pro.problems.length = 0;

  // Top up and buy both.
  await pro.page.goto("/pro/balance");
  await pro.page.getByLabel("Amount in dollars").fill("200");
  await pro.page.getByRole("button", { name: "Add test funds" }).click();
  await expect(pro.page.getByText("Added $200.00 to your balance.")).toBeVisible();
  for (let n = 0; n < 2; n++) {
    await pro.page.goto("/pro");
    const card = pro.page.getByTestId("available-lead").filter({ hasText: id }).first();
    await card.getByRole("link", { name: /^Buy lead for \$/ }).click();
    await card.getByRole("button", { name: /^Confirm: buy for \$/ }).click();
    await expect(pro.page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);
  }

  // My leads: search by the homeowner's name; the search is in the URL and survives a reload.
  await pro.page.goto("/pro/leads");
  await expect(pro.page.getByTestId("my-lead")).toHaveCount(2);
  const bar = pro.page.getByRole("form", { name: "Filter your leads" });
  await bar.getByLabel("Search").fill("castell");
  await bar.getByRole("button", { name: "Apply" }).click();
  await expect(pro.page).toHaveURL(/\/pro\/leads\?(.*&)?q=castell/);
  await expect(pro.page.getByTestId("my-lead")).toHaveCount(1);
  await expect(pro.page.getByTestId("my-lead")).toContainText("Morgan Castellano");
  await pro.page.reload();
  await expect(pro.page.getByRole("form", { name: "Filter your leads" }).getByLabel("Search")).toHaveValue("castell");
  await expect(pro.page.getByTestId("my-lead")).toHaveCount(1);

  // A status none of them has yet: the empty state, still filtered after a reload.
  await pro.page.goto("/pro/leads");
  await pro.page.getByRole("form", { name: "Filter your leads" }).getByLabel("Status").selectOption("contacted");
  await pro.page.getByRole("form", { name: "Filter your leads" }).getByRole("button", { name: "Apply" }).click();
  await expect(pro.page.getByText("No leads match these filters")).toBeVisible();
  await pro.page.reload();
  await expect(pro.page.getByRole("form", { name: "Filter your leads" }).getByLabel("Status")).toHaveValue("contacted");

  // Download CSV of every lead (no filter): both homeowners, one row each.
  await pro.page.goto("/pro/leads");
  const [download] = await Promise.all([pro.page.waitForEvent("download"), pro.page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFReference,Bought at,Category,Status,Price (USD),Job value (USD),Return,Homeowner,Email,Phone,City,State,ZIP,Project details,Notes",
  );
  expect(csv).toContain("Riley Fairweather");
  expect(csv).toContain("Morgan Castellano");
  expect(csv.trim().split("\r\n")).toHaveLength(3);

  expect(visitor.problems).toEqual([]);
  expect(admin.problems).toEqual([]);
  expect(pro.problems).toEqual([]);
});
