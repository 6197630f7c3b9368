/**
 * A contractor application sent through the public form, as a new contractor
 * fills it in (with its two PDF documents): the first step of every journey
 * that needs a contractor of its own (approved next by support/admin-approval.ts).
 */
import { expect, type Page } from "@playwright/test";
import { clientValidationReady, pdfFile, toast } from "../forms-support";

export type ApplicationFields = {
  business: string;
  first: string;
  last: string;
  email: string;
  phone: string;
  license: string;
  years: string;
  category: string;
  /** The "Service Areas" text: towns and ZIP codes, one per line. */
  areas: string;
  insurer: string;
};

export async function submitApplication(page: Page, a: ApplicationFields): Promise<void> {
  await page.goto("/contractor-application");
  const form = page.locator("#application form");
  await clientValidationReady(form);
  await form.getByLabel("Business Name").fill(a.business);
  await form.getByLabel("First Name").fill(a.first);
  await form.getByLabel("Last Name").fill(a.last);
  await form.getByLabel("Email").fill(a.email);
  await form.getByLabel("Phone").fill(a.phone);
  await form.getByLabel("License Number").fill(a.license);
  await form.getByLabel("Years in Business").fill(a.years);
  await form.getByLabel("Service Category").selectOption(a.category);
  await form.getByLabel("Service Areas").fill(a.areas);
  await form.getByLabel("Insurance Provider").fill(a.insurer);
  await form.getByLabel(/^Contractor License/).setInputFiles(pdfFile("license.pdf"));
  await form.getByLabel(/^Insurance Certificate/).setInputFiles(pdfFile("insurance.pdf"));
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(page, "Application Submitted Successfully!")).toBeVisible();
}

/** The approved contractor's invitation link: sets its password and lands on its dashboard, signed in. */
export async function acceptInvitation(page: Page, invitePath: string, password: string): Promise<void> {
  await page.goto(invitePath);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(/\/pro$/);
}
