import type { Page } from "@playwright/test";

/** A date a year ahead, as a date input takes it. */
export const nextYearDate = () => `${new Date().getUTCFullYear() + 1}-06-30`;

/** On /admin/applications/:id: enters the expiry dates read on the documents and approves. */
export async function approveWithDocumentDates(page: Page): Promise<void> {
  await page.getByLabel("License expires on").fill(nextYearDate());
  await page.getByLabel("Insurance expires on").fill(nextYearDate());
  await page.getByRole("button", { name: "Approve and send invitation" }).click();
}
