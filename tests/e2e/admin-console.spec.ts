/**
 * The admin console: only admins get in; an admin sees a new
 * application with its uploaded documents, approves it, and the invitation
 * e-mail is in the outbox view with its /invite/ link's token hidden;
 * "Re-send" mails a fresh link.
 */
import { expect, test, type Page } from "@playwright/test";
import { clientValidationReady, pdfFile, toast, unique, uniquePhone } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { approveWithDocumentDates } from "./support/admin-approval";
import { ADMIN_EMAIL, signInWith } from "./support/sign-in";
import { linkInMail } from "./support/mail";

const CONTRACTOR_EMAIL = "roofing@demo.trustedhomepros.com";

const signIn = (page: Page, email: string) => signInWith(page, email, undefined, { from: "/login" });

test("a stranger opening /admin is sent to /login", async ({ page }) => {
  await page.goto("/admin/applications");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fapplications$/);
  const file = await page.request.get("/admin/files/00000000-0000-4000-8000-000000000000", { maxRedirects: 0 });
  expect(file.status()).toBe(302);
});

test("a signed-in contractor gets 403 on /admin", async ({ page }) => {
  await signIn(page, CONTRACTOR_EMAIL);
  for (const path of ["/admin", "/admin/applications", "/admin/outbox"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
});

test("an admin sees a submitted application with its documents, approves it, and finds the invitation in the outbox, its link hidden", async ({
  page,
  baseURL,
}) => {
  const business = `Admin Test Roofing ${unique()}`;
  const email = `owner.${unique()}@admin-test.com`;

  // A contractor applies, with two real (tiny) PDFs.
  await page.goto("/contractor-application");
  const form = page.locator("#application form");
  await clientValidationReady(form);
  await form.getByLabel("Business Name").fill(business);
  await form.getByLabel("First Name").fill("Dana");
  await form.getByLabel("Last Name").fill("Reyes");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByLabel("License Number").fill("NY-778899");
  await form.getByLabel("Years in Business").fill("9");
  await form.getByLabel("Service Category").selectOption("roofing");
  await form.getByLabel("Service Areas").fill("Brooklyn\n11201");
  await form.getByLabel("Insurance Provider").fill("State Farm");
  await form.getByLabel(/^Contractor License/).setInputFiles(pdfFile("license.pdf"));
  await form.getByLabel(/^Insurance Certificate/).setInputFiles(pdfFile("insurance.pdf"));
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(page, "Application Submitted Successfully!")).toBeVisible();

  await signIn(page, ADMIN_EMAIL);
  const problems = guardPage(page, baseURL!);
  await page.goto("/admin/applications?status=submitted");
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await page.getByRole("link", { name: business }).click();
  await expect(page.getByRole("heading", { level: 1, name: business })).toBeVisible();

  // The documents download as attachments with their stored type.
  const link = page.getByRole("link", { name: "Download license document" });
  const href = await link.getAttribute("href");
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("link", { name: "Download insurance document" })).toBeVisible();

  // Approval needs the documents' expiry dates (or a reason): refused next to the field first, nothing created.
  await page.getByRole("button", { name: "Approve and send invitation" }).click();
  const licenceDate = page.getByLabel("License expires on");
  await expect(licenceDate).toHaveAttribute("aria-invalid", "true");
  await expect(licenceDate).toHaveAccessibleDescription("Enter the licence expiry date from the document, or give a reason to approve without it.");
  // That refusal is a 400, which the browser logs: expected here, and only here.
  expect(problems.splice(0)).toEqual([expect.stringMatching(/^HTTP 400: .*\/admin\/applications\/[^/]+\.data$/), expect.stringContaining("status of 400")]);
  await approveWithDocumentDates(page);
  await expect(page.getByText("Application approved. The contractor account was created")).toBeVisible();
  await page.getByRole("link", { name: `E-mails sent to ${email}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  const invitation = page.getByRole("listitem").filter({ hasText: "account.invitation" });
  await expect(invitation).toHaveCount(1);
  await invitation.getByText("Message text").click();
  // Whoever reads the outbox cannot set the contractor's password: the token is hidden, and nothing links there.
  await expect(invitation).toContainText("/invite/…");
  await expect(invitation.getByRole("link", { name: /\/invite\// })).toHaveCount(0);
  // Re-send mails a new message with a fresh link (the first one stops working).
  const first = await linkInMail(email, /\/invite\//);
  // Delivered now (sent, no longer pending): the page offers Re-send.
  await page.reload();
  await invitation.getByRole("button", { name: "Re-send" }).click();
  await expect(page.getByRole("status")).toContainText("A new message with a fresh link is queued");
  expect(await linkInMail(email, /\/invite\//, { after: first })).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
  expect(problems).toEqual([]);
});

test("an admin approves a contractor's return as a credit from the returns queue", async ({ page, browser, baseURL }) => {
  // The plumbing demo contractor (Queens) buys a lead and returns it with a reason the system cannot judge.
  const pro = await browser.newPage();
  await signIn(pro, "plumbing@demo.trustedhomepros.com");
  await pro.goto("/pro");
  const buy = pro.getByRole("link", { name: /^Buy lead for / }).first();
  await expect(buy).toBeVisible();
  await buy.click();
  await pro.getByRole("button", { name: /^Confirm: buy for / }).click();
  await expect(pro).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}/);
  const reference = (
    await pro
      .getByText(/Ref\. THP-[A-Z0-9]+/)
      .first()
      .textContent()
  )?.match(/THP-[A-Z0-9]+/)?.[0];
  expect(reference).toBeTruthy();
  await pro.getByLabel("Reason").selectOption("wrong-number");
  await pro.getByRole("button", { name: "Return lead" }).click();
  await expect(pro.getByText(/review/i).first()).toBeVisible();
  await pro.close();

  await signIn(page, ADMIN_EMAIL);
  const problems = guardPage(page, baseURL!);
  await page.goto("/admin/returns");
  const item = page
    .getByRole("listitem")
    .filter({ hasText: `Queens Pipe & Drain · ${reference!}` })
    .filter({ hasText: "Wrong number" });
  await expect(item).toHaveCount(1);
  await item.getByLabel(/Decision note/).fill("Number disconnected, confirmed by our team.");
  await item.getByRole("button", { name: "Approve: credit" }).click();
  await expect(page.getByText("Return approved: the price was credited to the contractor's balance.")).toBeVisible();
  await page.goto("/admin/returns?status=credited");
  await expect(page.getByRole("listitem").filter({ hasText: `Queens Pipe & Drain · ${reference!}` })).toContainText(
    "Number disconnected, confirmed by our team.",
  );
  expect(problems).toEqual([]);
});

test("an admin filters leads, views the consent proof and marks an unsold lead invalid", async ({ page, baseURL }) => {
  await signIn(page, ADMIN_EMAIL);
  const problems = guardPage(page, baseURL!);
  await page.goto("/admin/leads");
  await page.getByLabel("Status").selectOption("available");
  await page.getByLabel("Category").selectOption("hvac");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=available&category=hvac/);
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toContainText("hvac");
  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: "Consent proof" })).toBeVisible();
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Mark invalid" }) })
    .first();
  await form.getByRole("textbox").fill("Homeowner called: test submission");
  await form.getByRole("button", { name: "Mark invalid" }).click();
  await expect(page.getByText("The lead was marked invalid and taken off the market.")).toBeVisible();
  await expect(page.getByText("Homeowner called: test submission")).toBeVisible();
  expect(problems).toEqual([]);
});
