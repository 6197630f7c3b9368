/**
 * A lead the buyer can check, end to end in Chromium as ONE journey: a homeowner answers the quote form's
 * three steps (a trade, the timeline, the ownership, one trade question, details and 2 photos), verifies the phone
 * with the code texted to it on the confirmation page; a contractor sees the answers in words, "Phone verified",
 * the quality label and "2 photos" before buying, buys the lead, sees the photos and opens the consent certificate,
 * whose signature checks.
 *
 * Other specs share the server and database: this run's own plumber serves Bismarck, ND (58501), far from every
 * demo contractor and every other spec's area, and this run's homeowner has a number of its own. The e2e server has
 * no SMS provider: the code is read from the text stored for the number (support/texts.ts).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { clientValidationReady, unique } from "./forms-support";
import { approveWithDocumentDates } from "./support/admin-approval";
import { acceptInvitation, submitApplication } from "./support/contractor-application";
import { linkInMail } from "./support/mail";
import { guardPage } from "./support/page-guard";
import { ADMIN_EMAIL, signInWith } from "./support/sign-in";
import { phoneCodeTexted } from "./support/texts";

const ZIP = "58501";

async function newPage(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

/** A small real JPEG of one colour, as a phone camera's photo would be decoded. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test("quote form with photos → phone verified → buyer sees answers, quality, photos and a valid certificate", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const id = unique();
  const business = `Prairie Plumbing ${id}`;
  const proEmail = `owner.${id}@lead-proof.com`;
  const last4 = 2000 + (Number.parseInt(id.slice(-6), 36) % 7000);
  const homeowner = { name: "Jordan Halvorsen", email: `jordan.${id}@example.com`, phone: `(701) 555-${last4 + 1}`, e164: `+1701555${last4 + 1}` };
  const visitor = await newPage(browser, baseURL!);
  const admin = await newPage(browser, baseURL!);
  const pro = await newPage(browser, baseURL!);

  // A plumber in Bismarck applies, is approved, sets a password and tops up.
  await submitApplication(visitor.page, {
    business,
    first: "Kari",
    last: "Lindqvist",
    email: proEmail,
    phone: `(701) 555-${last4}`,
    license: "ND-PL-2231",
    years: "9",
    category: "plumbing",
    areas: `Bismarck\n${ZIP}`,
    insurer: "Dakota Mutual",
  });
  await signInWith(admin.page, ADMIN_EMAIL, /\/admin$/);
  await admin.page.goto("/admin/applications?status=submitted");
  await admin.page.getByRole("link", { name: business }).click();
  await approveWithDocumentDates(admin.page);
  await expect(admin.page.getByText("Application approved. The contractor account was created")).toBeVisible();
  await acceptInvitation(pro.page, await linkInMail(proEmail, /\/invite\//), `proof-${id}-correct-horse`);
  await pro.page.goto("/pro/balance");
  await pro.page.getByLabel("Amount in dollars").fill("200");
  await pro.page.getByRole("button", { name: "Add test funds" }).click();
  await expect(pro.page.getByText("Added $200.00 to your balance.")).toBeVisible();

  // 1. The homeowner answers the form's three steps, with two photos.
  const home = visitor.page;
  await home.goto("/get-quotes");
  const quote = home.locator("#quote-form form");
  await clientValidationReady(quote);
  await expect(quote.getByText("Step 1 of 3")).toBeVisible();
  await quote.getByLabel("ZIP Code").fill(ZIP);
  await quote.getByLabel("Project Type").selectOption("plumbing");
  await quote.getByLabel("When do you need the work done?").selectOption("within-month");
  await quote.getByLabel("Do you own the property?").selectOption("owner");
  // The chosen trade's own questions show (the stylesheet hides the other trades').
  const trade = quote.getByLabel("What type of plumbing project do you need?");
  await expect(trade).toBeVisible();
  await trade.selectOption("water-heater");
  await quote.getByLabel("Project Details").fill(`50 gallon gas water heater leaking at the base (${id}).`);
  await quote.getByLabel(/^Photos/).setInputFiles([await photo("heater.jpg", "#8a5a2b"), await photo("valve.jpg", "#2a6f4e")]);
  await quote.getByLabel("Full Name").fill(homeowner.name);
  await quote.getByLabel("Email").fill(homeowner.email);
  await quote.getByLabel("Mobile Phone").fill(homeowner.phone);
  await quote.getByRole("radio", { name: "1 pro", exact: true }).check();
  await quote.getByRole("checkbox").check();
  await quote.getByRole("button", { name: "Get My Free Quotes" }).click();

  // 2. The confirmation page asks for the code texted to the number; the right one verifies it.
  await expect(home).toHaveURL(/\/get-quotes\/confirmation\?ref=THP-[A-Z0-9]+&key=/);
  const reference = (await home.getByTestId("quote-reference").innerText()).trim();
  const check = home.getByTestId("phone-check");
  await expect(check).toContainText("We texted a 6-digit code to the number you gave.");
  await check.getByLabel("6-digit code").fill(await phoneCodeTexted(home.request, homeowner.e164));
  await check.getByRole("button", { name: "Verify" }).click();
  await expect(home.getByTestId("phone-verified")).toContainText("Phone verified");
  await expect(home.getByTestId("phone-check")).toHaveCount(0);

  // 3. Before buying: the answers in words, the verified phone, the quality and the photo count, no contact details.
  await pro.page.goto("/pro");
  const card = pro.page.getByTestId("available-lead").filter({ hasText: id });
  await expect(card).toHaveCount(1);
  const answers = card.getByTestId("project-answers");
  await expect(answers).toContainText("Timeline:Within a month");
  await expect(answers).toContainText("Ownership:I own it");
  await expect(answers).toContainText("Project type:Water heater");
  await expect(card.getByTestId("phone-verified-at")).toContainText("Phone verified");
  await expect(card.getByTestId("lead-quality")).toHaveText("Quality: high (verified phone, 3 answers, 2 photos)");
  await expect(card.getByTestId("photo-count")).toHaveText("2 photos");
  await expect(card).toContainText("Contact details: shown after purchase.");
  await expect(pro.page.getByText(homeowner.email)).toHaveCount(0);

  // 4. It buys the lead: the lead page has the contact details, the same facts and the photos, which load.
  await card.getByRole("link", { name: /^Buy lead for \$/ }).click();
  await card.getByRole("button", { name: /^Confirm: buy for \$/ }).click();
  await expect(pro.page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);
  await expect(pro.page.getByRole("heading", { level: 1, name: homeowner.name })).toBeVisible();
  await expect(pro.page.getByText(`Ref. ${reference}`)).toBeVisible();
  await expect(pro.page.getByTestId("contact-details")).toContainText(homeowner.email);
  await expect(pro.page.getByTestId("project-answers")).toContainText("Project type:Water heater");
  await expect(pro.page.getByTestId("phone-verified-at")).toContainText("Phone verified");
  const photos = pro.page.getByTestId("lead-photos");
  await expect(photos.getByRole("heading")).toHaveText("2 photos from the homeowner");
  const thumbnails = photos.getByRole("img");
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) {
    // Lazy images: in view, each loads and decodes (a broken or refused image has no natural width).
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }

  // 5. The consent certificate, linked from the lead page: the platform's signature checks.
  await pro.page.getByTestId("certificate-link").click();
  await expect(pro.page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\/certificate$/);
  await expect(pro.page.getByRole("heading", { level: 1, name: "Consent certificate" })).toBeVisible();
  await expect(pro.page.getByText(`Ref. ${reference}`)).toBeVisible();
  await expect(pro.page.getByTestId("certificate-status")).toContainText("the signature checks.");
  await expect(pro.page.getByText("Contractors agreed to")).toBeVisible();

  expect(visitor.problems).toEqual([]);
  expect(admin.problems).toEqual([]);
  expect(pro.problems).toEqual([]);
  for (const p of [visitor, admin, pro]) await p.page.context().close();
});
