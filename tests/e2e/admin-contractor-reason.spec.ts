/**
 * An admin decision on a contractor needs a reason (3 to 500 characters):
 * the shared schema stops a short one in the browser, and without JavaScript
 * the server answers 400 with the same message next to the same field. The
 * contractor is never changed by a refused decision.
 */
import { expect, test, type Page } from "@playwright/test";
import { clientValidationReady, expectFieldError } from "./forms-support";
import { signInAsAdmin } from "./support/sign-in";

const MESSAGE = "Please give a reason (3 to 500 characters).";

async function openHvacContractor(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin/contractors");
  await page.getByRole("link", { name: "Brooklyn Comfort HVAC" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Brooklyn Comfort HVAC" })).toBeVisible();
}

test("a reason that is too short is stopped in the browser, next to its field", async ({ page }) => {
  await openHvacContractor(page);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Suspend contractor" }) });
  await clientValidationReady(form);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  const reason = page.getByLabel("Reason for the status change");
  await reason.fill("ab");
  await page.getByRole("button", { name: "Suspend contractor" }).click();
  await expectFieldError(page, reason, MESSAGE);
  expect(posts).toEqual([]);
  await expect(page.getByRole("button", { name: "Suspend contractor" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a blank reason is refused by the server with the message next to the field, and nothing changes", async ({ page }) => {
    await openHvacContractor(page);
    const planFact = page.locator("dt", { hasText: /^Plan$/ }).locator("xpath=following-sibling::dd");
    await expect(planFact).toHaveText("professional");
    await page.getByLabel("Plan", { exact: true }).selectOption("pay-as-you-go");
    const reason = page.getByLabel("Reason for the plan change");
    // Three spaces pass the browser's own minlength check; the server trims them to nothing.
    await reason.fill("   ");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Change plan" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expectFieldError(page, page.getByLabel("Reason for the plan change"), MESSAGE);
    await expect(planFact).toHaveText("professional");
  });
});
