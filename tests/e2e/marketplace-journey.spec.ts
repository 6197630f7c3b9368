/**
 * The marketplace, end to end in Chromium as ONE journey: a contractor applies →
 * an admin approves → the invitation e-mail (from the outbox) → the contractor
 * sets a password → tops up → buys a lead → sees its contact details →
 * returns it → the admin approves the return → the balance is credited.
 *
 * Other specs run in parallel on the same server and database, so everything
 * here is found by this run's own data: a unique business, e-mail and
 * homeowner, in Missoula, MT (59801), far from every demo contractor's area,
 * so no one else can buy (or auto-buy) the lead first.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { clientValidationReady, pdfFile, toast, unique } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { approveWithDocumentDates } from "./support/admin-approval";
import { ADMIN_EMAIL, signInWith } from "./support/sign-in";
import { linkInMail } from "./support/mail";

const ZIP = "59801";
const TOP_UP_DOLLARS = 100;

/** "$56.00" → 5600. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, "")) * 100);
/** 5600 → "$56.00", as the dashboard shows money. */
const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;
/** Names accept letters only: the run's unique token with its digits turned into letters. */
const lettersOf = (s: string) => s.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);

async function newPage(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

const signIn = (page: Page, email: string, home: RegExp) => signInWith(page, email, home, { from: "/login" });

test("apply → approved → invitation → password → top up → buy → contact details → return → credited", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const id = unique();
  const business = `Journey Plumbing ${id}`;
  const proEmail = `owner.${id}@journey-test.com`;
  const proPassword = `journey-${id}-correct-horse`;
  const homeowner = {
    name: `Robin ${lettersOf(id).replace(/^./, (c) => c.toUpperCase())}`,
    email: `home.${id}@example.com`,
    // A distinct 555 number (duplicate detection matches on phone as well).
    phoneDigits: `406555${2000 + (Number.parseInt(id.slice(-6), 36) % 8000)}`,
  };
  const visitor = await newPage(browser, baseURL!);
  const admin = await newPage(browser, baseURL!);

  // 1. The contractor applies from the "Join our network" page.
  await visitor.page.goto("/join-network");
  await visitor.page.getByRole("link", { name: "Apply Now" }).first().click();
  await expect(visitor.page).toHaveURL(/\/contractor-application$/);
  const application = visitor.page.locator("#application form");
  await clientValidationReady(application);
  await application.getByLabel("Business Name").fill(business);
  await application.getByLabel("First Name").fill("Casey");
  await application.getByLabel("Last Name").fill("Morgan");
  await application.getByLabel("Email").fill(proEmail);
  await application.getByLabel("Phone").fill(`(406) 555-${homeowner.phoneDigits.slice(-4)}`);
  await application.getByLabel("License Number").fill("MT-PL-40211");
  await application.getByLabel("Years in Business").fill("12");
  await application.getByLabel("Service Category").selectOption("plumbing");
  await application.getByLabel("Service Areas").fill(`Missoula\n${ZIP}`);
  await application.getByLabel("Insurance Provider").fill("Mountain West Mutual");
  await application.getByLabel(/^Contractor License/).setInputFiles(pdfFile("license.pdf"));
  await application.getByLabel(/^Insurance Certificate/).setInputFiles(pdfFile("insurance.pdf"));
  await application.getByRole("checkbox").check();
  await application.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(visitor.page, "Application Submitted Successfully!")).toBeVisible();

  // 2. The admin approves it; the invitation e-mail is in the outbox.
  await signIn(admin.page, ADMIN_EMAIL, /\/admin$/);
  await admin.page.goto("/admin/applications?status=submitted");
  await admin.page.getByRole("link", { name: business }).click();
  await expect(admin.page.getByRole("heading", { level: 1, name: business })).toBeVisible();
  await approveWithDocumentDates(admin.page);
  await expect(admin.page.getByText("Application approved. The contractor account was created")).toBeVisible();
  await admin.page.getByRole("link", { name: `E-mails sent to ${proEmail}` }).click();
  await expect(admin.page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const invitation = admin.page.getByRole("listitem").filter({ hasText: "account.invitation" }).filter({ hasText: proEmail });
  await expect(invitation).toHaveCount(1);
  // The outbox hides the link's token; the contractor's mailbox has it.
  const invitePath = await linkInMail(proEmail, /\/invite\//);

  // 3. The contractor follows the link in a browser of their own and sets a password: signed in, on the dashboard.
  const pro = await newPage(browser, baseURL!);
  await pro.page.goto(invitePath);
  await expect(pro.page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await pro.page.getByLabel("New password").fill(proPassword);
  await pro.page.getByLabel("Repeat the password").fill(proPassword);
  await pro.page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(pro.page).toHaveURL(/\/pro$/);
  // The approved profile already covers the lead to come: plumbing, 25 miles around the application's ZIP.
  await pro.page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(pro.page.getByLabel("Base ZIP code")).toHaveValue(ZIP);
  await expect(pro.page.getByLabel("Radius in miles")).toHaveValue("25");
  await expect(pro.page.getByRole("group", { name: "Categories", exact: true }).getByRole("checkbox", { name: "Plumbing" })).toBeChecked();

  // 4. A homeowner in Missoula asks for one plumber through the public form.
  await visitor.page.goto("/get-quotes");
  const quote = visitor.page.locator("#quote-form form");
  await clientValidationReady(quote);
  await quote.getByLabel("Full Name").fill(homeowner.name);
  await quote.getByLabel("Email").fill(homeowner.email);
  await quote.getByLabel("Mobile Phone").fill(`(${homeowner.phoneDigits.slice(0, 3)}) ${homeowner.phoneDigits.slice(3, 6)}-${homeowner.phoneDigits.slice(6)}`);
  await quote.getByLabel("ZIP Code").fill(ZIP);
  await quote.getByLabel("Project Type").selectOption("plumbing");
  await quote.getByLabel("When do you need the work done?").selectOption("within-month");
  await quote.getByLabel("Do you own the property?").selectOption("owner");
  await quote.getByLabel("Project Details").fill(`Burst pipe under the kitchen sink, needs a repair this week (${id}).`);
  await quote.getByRole("radio", { name: "1 pro", exact: true }).check();
  await quote.getByRole("checkbox").check();
  await quote.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(visitor.page.getByTestId("serving-pros")).toContainText("1 verified plumber serves 59801.");
  const reference = (await visitor.page.getByTestId("quote-reference").innerText()).trim();

  // 5. The contractor tops up in test mode.
  await pro.page.getByRole("link", { name: "Balance", exact: true }).click();
  await expect(pro.page.getByTestId("balance-amount")).toHaveText("$0.00");
  await expect(pro.page.getByTestId("test-mode-label")).toContainText("Test mode");
  await pro.page.getByLabel("Amount in dollars").fill(String(TOP_UP_DOLLARS));
  await pro.page.getByRole("button", { name: "Add test funds" }).click();
  await expect(pro.page.getByText(`Added ${dollars(TOP_UP_DOLLARS * 100)} to your balance.`)).toBeVisible();
  await expect(pro.page.getByTestId("balance-amount")).toHaveText(dollars(TOP_UP_DOLLARS * 100));

  // 6. …and buys the homeowner's lead: no contact details before, all of them after.
  await pro.page.getByRole("link", { name: "Available leads", exact: true }).click();
  const card = pro.page
    .getByTestId("available-lead")
    .filter({ hasText: `Missoula, MT ${ZIP}` })
    .filter({ hasText: id });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Contact details: shown after purchase.");
  await expect(pro.page.getByText(homeowner.email)).toHaveCount(0);
  const priceCents = cents(await card.getByTestId("lead-price").innerText());
  expect(priceCents).toBeGreaterThan(0);
  // Buying asks first, with the price and the balance after (the top-up above is the whole balance).
  await card.getByRole("link", { name: `Buy lead for ${dollars(priceCents)}` }).click();
  await expect(card.getByTestId("confirm-purchase")).toContainText(
    `Buy this lead for ${dollars(priceCents)}? Your balance after: ${dollars(TOP_UP_DOLLARS * 100 - priceCents)}`,
  );
  await card.getByRole("button", { name: `Confirm: buy for ${dollars(priceCents)}` }).click();
  await expect(pro.page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);
  await expect(pro.page.getByRole("heading", { level: 1, name: homeowner.name })).toBeVisible();
  await expect(pro.page.getByText(`Ref. ${reference}`)).toBeVisible();
  const details = pro.page.getByTestId("contact-details");
  await expect(details).toContainText(homeowner.name);
  await expect(details).toContainText(homeowner.email);
  await expect(details.getByRole("link", { name: new RegExp(homeowner.phoneDigits.slice(-4)) })).toHaveAttribute("href", `tel:+1${homeowner.phoneDigits}`);
  const leadPath = new URL(pro.page.url()).pathname;

  // 7. The number turns out wrong: the contractor returns the lead; the team reviews such reasons.
  await pro.page.getByLabel("Reason").selectOption("wrong-number");
  await pro.page.getByRole("button", { name: "Return lead" }).click();
  await expect(pro.page.getByText("Return requested. Our team will review it and credit or replace the lead.")).toBeVisible();
  await pro.page.getByRole("link", { name: "Balance", exact: true }).click();
  await expect(pro.page.getByTestId("balance-amount")).toHaveText(dollars(TOP_UP_DOLLARS * 100 - priceCents));

  // 8. The admin approves the return as a credit.
  await admin.page.goto("/admin/returns");
  const item = admin.page.getByRole("listitem").filter({ hasText: `${business} · ${reference}` });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Wrong number");
  // The admin sees how the buyer's follow-up went before deciding.
  await expect(item.getByTestId("return-pipeline")).toContainText("New");
  await expect(item).toContainText(dollars(priceCents));
  await item.getByLabel(/Decision note/).fill("Number not in service, confirmed by our team.");
  await item.getByRole("button", { name: "Approve: credit" }).click();
  await expect(admin.page.getByText("Return approved: the price was credited to the contractor's balance.")).toBeVisible();

  // 9. Back on the dashboard, the price is back: top-up − price + price, to the cent.
  await pro.page.reload();
  await expect(pro.page.getByTestId("balance-amount")).toHaveText(dollars(TOP_UP_DOLLARS * 100 - priceCents + priceCents));
  const ledger = pro.page.getByTestId("ledger");
  await expect(ledger.getByRole("row").filter({ hasText: "Lead purchase" })).toHaveCount(1);
  await expect(ledger.getByRole("row").filter({ hasText: "Credit" })).toContainText(dollars(priceCents));
  await pro.page.goto(leadPath);
  await expect(pro.page.getByText("Returned and credited")).toBeVisible();
  // The money came back, so the homeowner's contact details went too.
  await expect(pro.page.getByTestId("contact-removed")).toHaveText("Returned — contact details removed");
  await expect(pro.page.getByText(homeowner.email)).toHaveCount(0);

  expect([...visitor.problems, ...admin.problems, ...pro.problems]).toEqual([]);
  for (const p of [visitor, admin, pro]) await p.page.context().close();
});
