/**
 * Privacy requests (decision 0025) in Chromium, JavaScript off as a homeowner may have it: the
 * /privacy form refuses a bad address with a message, sends a confirmation
 * link for a good one (admin outbox), the link's GET changes nothing, its
 * button carries the request out, and the link then works no more.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { unique } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { signInAsAdmin } from "./support/sign-in";
import { linkInMail } from "./support/mail";

async function newPage(browser: Browser, baseURL: string, javaScriptEnabled = true): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

test("/privacy: a deletion request confirmed by the e-mailed link, once", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = `privacy.${unique()}@example.com`;
  const visitor = await newPage(browser, baseURL!, false);
  const admin = await newPage(browser, baseURL!);

  // A malformed address: a clear message (the browser's own check is bypassed to reach the server).
  await visitor.page.goto("/privacy");
  const form = visitor.page.locator("#privacy-request form");
  await form.evaluate((f: HTMLFormElement) => f.setAttribute("novalidate", ""));
  await form.getByRole("radio", { name: "Delete the personal data you hold about me" }).check();
  await form.getByLabel("E-mail address you used with us").fill("not-an-address");
  const refused = visitor.page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Send my request" }).click();
  expect((await refused).status()).toBe(400);
  await expect(visitor.page.getByRole("alert")).toHaveText("Enter a valid e-mail address, for example name@example.com.");
  visitor.problems.length = 0; // the 400 above is the point of the step

  await visitor.page.locator("#privacy-request form").getByRole("radio", { name: "Delete the personal data you hold about me" }).check();
  await visitor.page.getByLabel("E-mail address you used with us").fill(email);
  await visitor.page.getByRole("button", { name: "Send my request" }).click();
  await expect(visitor.page.getByTestId("privacy-request-sent")).toContainText("we have e-mailed a link to confirm your request");

  await signInAsAdmin(admin.page);
  await admin.page.goto(`/admin/outbox?to=${encodeURIComponent(email)}`);
  const message = admin.page.getByRole("listitem").filter({ hasText: "privacy.confirm" }).first();
  await message.getByText("Message text").click();
  // The admin sees the message, never a link that would work: the token is hidden.
  await expect(message).toContainText("/privacy/confirm/…");
  await expect(message.getByRole("link", { name: /\/privacy\/confirm\// })).toHaveCount(0);
  const confirmPath = await linkInMail(email, /\/privacy\/confirm\//);

  const shown = await visitor.page.goto(confirmPath);
  expect(shown?.headers()["cache-control"]).toContain("no-store");
  await expect(visitor.page.getByText("You asked us to delete the personal data we hold for your e-mail address.")).toBeVisible();
  await visitor.page.getByRole("button", { name: "Confirm" }).click();
  await expect(visitor.page.getByTestId("privacy-done")).toContainText("we have deleted the personal data we held for that address");

  // Spent: the link opens nothing now (fetched outside the page, whose guard counts a 404 as a problem).
  const again = await visitor.page.request.get(confirmPath);
  expect(again.status()).toBe(404);
  expect(await again.text()).toContain('data-testid="privacy-link-invalid"');

  expect([...visitor.problems, ...admin.problems]).toEqual([]);
  for (const p of [visitor, admin]) await p.page.context().close();
});
