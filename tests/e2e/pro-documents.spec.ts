/**
 * Documents (decision 0028), end to end in Chromium: a contractor whose license expired sees the banner on /pro and no
 * leads, uploads a renewal on /pro/documents, an admin approves it on /admin/documents, and the contractor sees
 * leads again. Everything is this run's own data, in Boise, ID (83702), far from every demo contractor and from
 * the other journeys' ZIPs, so nobody else buys the lead.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { clientValidationReady, pdfFile, unique } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { acceptInvitation, submitApplication } from "./support/contractor-application";
import { signInAsAdmin } from "./support/sign-in";
import { approveWithDocumentDates, nextYearDate } from "./support/admin-approval";
import { linkInMail } from "./support/mail";

const ZIP = "83702";

async function newPage(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

test("expired license: banner and no leads → renewal uploaded → admin approves → leads again", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const id = unique();
  const business = `Renewal Electric ${id}`;
  const proEmail = `owner.${id}@renewal-test.com`;
  const proPassword = `renewal-${id}-correct-horse`;
  const phoneTail = String(2000 + (Number.parseInt(id.slice(-6), 36) % 8000));
  const visitor = await newPage(browser, baseURL!);
  const admin = await newPage(browser, baseURL!);

  // An application, approved; then the license lapses (an admin records the date the old document showed).
  await submitApplication(visitor.page, {
    business,
    first: "Dana",
    last: "Reyes",
    email: proEmail,
    phone: `(208) 555-${phoneTail}`,
    license: "ID-EL-55012",
    years: "9",
    category: "electrical",
    areas: `Boise\n${ZIP}`,
    insurer: "Gem State Mutual",
  });

  await signInAsAdmin(admin.page);
  await admin.page.goto("/admin/applications?status=submitted");
  await admin.page.getByRole("link", { name: business }).click();
  await approveWithDocumentDates(admin.page);
  await expect(admin.page.getByText("Application approved. The contractor account was created")).toBeVisible();
  await admin.page.getByRole("link", { name: `E-mails sent to ${proEmail}` }).click();
  await expect(admin.page.getByRole("listitem").filter({ hasText: "account.invitation" }).filter({ hasText: proEmail })).toHaveCount(1);
  const invitePath = await linkInMail(proEmail, /\/invite\//);
  await admin.page.goto("/admin/contractors");
  await admin.page.getByRole("link", { name: business }).click();
  await admin.page.getByLabel("License expires on").fill("2020-01-31");
  await admin.page.getByLabel("Reason for the date change").fill("The license on file ran out; asked for the renewal.");
  await admin.page.getByRole("button", { name: "Save dates" }).click();
  await expect(admin.page.getByText("License expired on 2020-01-31.")).toBeVisible();

  const pro = await newPage(browser, baseURL!);
  await acceptInvitation(pro.page, invitePath, proPassword);

  // A homeowner in Boise asks for an electrician: the lead is on sale, but not to a contractor whose license lapsed.
  await visitor.page.goto("/get-quotes");
  const quote = visitor.page.locator("#quote-form form");
  await clientValidationReady(quote);
  await quote.getByLabel("Full Name").fill("Sam Whitfield");
  await quote.getByLabel("Email").fill(`home.${id}@example.com`);
  await quote.getByLabel("Mobile Phone").fill(`(208) 555-${String(((Number(phoneTail) + 1) % 8000) + 2000)}`);
  await quote.getByLabel("ZIP Code").fill(ZIP);
  await quote.getByLabel("Project Type").selectOption("electrical");
  await quote.getByLabel("When do you need the work done?").selectOption("within-month");
  await quote.getByLabel("Do you own the property?").selectOption("owner");
  await quote.getByLabel("Project Details").fill(`Panel upgrade to 200 amps for a new heat pump (${id}).`);
  await quote.getByRole("radio", { name: "1 pro", exact: true }).check();
  await quote.getByRole("checkbox").check();
  await quote.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(visitor.page.getByTestId("quote-reference")).toBeVisible();

  await pro.page.goto("/pro");
  const banner = pro.page.getByTestId("documents-banner");
  await expect(banner).toContainText("You are not getting new leads: your license expired.");
  const card = pro.page.getByTestId("available-lead").filter({ hasText: id });
  await expect(card).toHaveCount(0);

  // The renewal, from the banner's link.
  await banner.getByRole("link", { name: "Upload the renewed document" }).click();
  await expect(pro.page).toHaveURL(/\/pro\/documents$/);
  await expect(pro.page.getByTestId("license-expires")).toHaveText("2020-01-31");
  const upload = pro.page.getByRole("form", { name: "Upload a renewed document" });
  await upload.getByLabel("Document").selectOption("license");
  await upload.getByLabel("New expiry date").fill(nextYearDate());
  await upload.getByLabel(/^File/).setInputFiles(pdfFile("renewed-license.pdf"));
  await upload.getByRole("button", { name: "Upload for review" }).click();
  await expect(pro.page.getByText("Thanks: our team will review the document")).toBeVisible();
  await expect(pro.page.getByTestId("document-uploads")).toContainText("Waiting for review");

  // The admin approves it from the queue.
  await admin.page.goto("/admin/documents");
  const pending = admin.page.getByTestId("pending-document").filter({ hasText: business });
  await expect(pending).toContainText(nextYearDate());
  await pending.getByRole("button", { name: "Approve" }).click();
  await expect(admin.page.getByText(`Approved: ${business}'s license now runs through ${nextYearDate()}.`)).toBeVisible();

  // Leads again: no banner, and the Boise lead is on sale to them.
  await pro.page.goto("/pro");
  await expect(pro.page.getByTestId("documents-banner")).toHaveCount(0);
  await expect(pro.page.getByTestId("available-lead").filter({ hasText: id })).toHaveCount(1);
  expect([...visitor.problems, ...admin.problems, ...pro.problems]).toEqual([]);
});
