import { expect, type Page } from "@playwright/test";

/** On the admin's page: the link of the newest outbox message of this kind to this address, as a path of this server. */
export async function linkInOutbox(admin: Page, to: string, kind: string, pathPart: RegExp): Promise<string> {
  await admin.goto(`/admin/outbox?to=${encodeURIComponent(to)}`);
  const message = admin.getByRole("listitem").filter({ hasText: kind }).first();
  await message.getByText("Message text").click();
  const link = message.getByRole("link", { name: pathPart }).first();
  await expect(link).toBeVisible();
  // The link carries PUBLIC_URL's origin; the path is what this server answers.
  return new URL((await link.getAttribute("href"))!).pathname;
}
