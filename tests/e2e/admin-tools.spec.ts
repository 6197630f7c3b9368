/**
 * The admin tools in Chromium (decision 0030): an admin searches the contact messages for one sent through the public
 * form, downloads the filtered list as CSV, opens the message and answers it by e-mail (the answer is in the thread
 * and in the outbox), closes it, and retries the demo e-mail the sender gave up on.
 */
import { expect, test } from "@playwright/test";
import { clientValidationReady, unique } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { signInAsAdmin } from "./support/sign-in";

test("an admin searches, exports, answers a message and retries a failed e-mail", async ({ page, baseURL }) => {
  // Names take letters only: the unique suffix's digits become letters.
  const surname = `Quillfeather${unique()
    .replace(/[^a-z0-9]/gi, "")
    .slice(-6)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const email = `${surname.toLowerCase()}@example.com`;
  await page.goto("/contact");
  const contact = page.locator("#message form");
  await clientValidationReady(contact);
  await contact.getByLabel("First Name").fill("Robin");
  await contact.getByLabel("Last Name").fill(surname);
  await contact.getByLabel("Email").fill(email);
  await contact.getByLabel("I am a...").selectOption("homeowner");
  await contact.getByLabel("Message").fill("My skylight quote never arrived, can you check?");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();

  await signInAsAdmin(page);
  const problems = guardPage(page, baseURL!);

  // Search: only the message that matches is listed.
  await page.goto("/admin/messages");
  await page.getByLabel("Search").fill(surname);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${surname}`));
  await expect(page.getByRole("link", { name: `Robin ${surname}` })).toBeVisible();
  await expect(page.locator("main li h2")).toHaveCount(1);

  // Export: the CSV of the filtered list holds that one message.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /Download CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^thp-messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain(email);
  expect(text.trim().split("\r\n")).toHaveLength(2);

  // Answer by e-mail, then close.
  await page.getByRole("link", { name: `Robin ${surname}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Message from Robin ${surname}` })).toBeVisible();
  await page.getByLabel(`Answer by e-mail to ${email}`).fill("We found it: a roofer will call you today.");
  await page.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByRole("status")).toHaveText("Your answer was e-mailed and added to the thread.");
  await expect(page.getByRole("list", { name: "Thread" })).toContainText("We found it: a roofer will call you today.");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("status")).toHaveText("The message is closed.");
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();

  // The answer is in the outbox.
  await page.goto(`/admin/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "Re: your message to Trusted Home Pros" })).toBeVisible();

  // Retry the e-mail the sender gave up on (demo data); it leaves the failed list.
  await page.goto("/admin/outbox?status=failed");
  const failed = page.locator("main li", { hasText: "bounced.homeowner@example.com" });
  await expect(failed).toHaveCount(1);
  await failed.getByRole("button", { name: "Retry delivery" }).click();
  await expect(page.getByRole("status")).toHaveText("The message is queued for another delivery.");
  await page.goto("/admin/outbox?status=failed");
  await expect(page.locator("main li", { hasText: "bounced.homeowner@example.com" })).toHaveCount(0);

  // The audit log says it in words.
  await page.goto("/admin/audit");
  await expect(page.getByText("retried message").first()).toBeVisible();
  await expect(page.getByText("answered contact message").first()).toBeVisible();
  expect(problems).toEqual([]);
});
