/** The request-pricing dialog on /pricing end to end, with and without JavaScript. */
import { expect, test, type Page } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { clientValidationReady, expectFieldError, recordPosts, toast, unique, uniquePhone } from "./forms-support";

async function fill(scope: ReturnType<Page["locator"]>, overrides: Record<string, string> = {}) {
  const v = {
    fullName: "Sam Lee",
    email: `sam.${unique()}@leeplumbing.com`,
    phone: uniquePhone(),
    businessName: "Lee Plumbing",
    website: "leeplumbing.com",
    ...overrides,
  };
  await scope.getByLabel("Full Name").fill(v.fullName);
  await scope.getByLabel("Email").fill(v.email);
  await scope.getByLabel("Phone").fill(v.phone);
  await scope.getByLabel("Business Name").fill(v.businessName);
  await scope.getByLabel("Website").fill(v.website);
}

test.describe("with JavaScript", () => {
  test("errors show inside the dialog; a valid request closes it with the 'Request Submitted!' toast", async ({ page, baseURL }) => {
    const problems = guardPage(page, baseURL!);
    const posts = recordPosts(page);
    await page.goto("/pricing");
    await page.locator('a[href="#request-pricing"]:visible').first().click();
    const dialog = page.getByRole("dialog", { name: "Request Pricing" });
    const form = dialog.locator("form");
    await clientValidationReady(form);
    await form.getByLabel("Website").fill("not a website");
    await form.getByRole("button", { name: "Request Pricing" }).click();
    await expectFieldError(page, form.getByLabel("Full Name"), "Full name is required");
    await expectFieldError(page, form.getByLabel("Email"), "Email is required");
    await expectFieldError(page, form.getByLabel("Phone"), "Phone number is required");
    await expectFieldError(page, form.getByLabel("Business Name"), "Business name is required");
    await expectFieldError(page, form.getByLabel("Website"), "Enter a valid website address, for example https://example.com");
    expect(posts).toEqual([]);
    await fill(form);
    await form.getByRole("button", { name: "Request Pricing" }).click();
    const t = toast(page, "Request Submitted!");
    await expect(t).toBeVisible();
    await expect(t.locator("[data-description]")).toHaveText("We'll contact you shortly with pricing details.");
    await expect(dialog).toBeHidden();
    expect(posts).toEqual(["/pricing.data"]);
    expect(problems).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("errors show in the modal with a 4xx; a valid request shows the notice on the page", async ({ page }) => {
    await page.goto("/pricing");
    await page.locator('a[href="#request-pricing"]:visible').first().click();
    let modal = page.locator("#request-pricing");
    await fill(modal, { email: "sam@lee", phone: "123-456-7890", website: "https://" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      modal.getByRole("button", { name: "Request Pricing" }).click(),
    ]);
    expect(response.status()).toBe(422);
    modal = page.locator("#request-pricing");
    await expect(modal).toBeVisible();
    await expectFieldError(page, modal.getByLabel("Email"), "Enter a valid email address");
    await expectFieldError(page, modal.getByLabel("Phone"), "Enter a valid US phone number");
    await expectFieldError(page, modal.getByLabel("Website"), "Enter a valid website address, for example https://example.com");
    await expect(modal.getByLabel("Full Name")).toHaveValue("Sam Lee");
    await fill(modal);
    await modal.getByRole("button", { name: "Request Pricing" }).click();
    const notice = page.locator('[data-form-alert="success"]');
    await expect(notice).toContainText("Request Submitted!");
    await expect(notice).toContainText("We'll contact you shortly with pricing details.");
    await expect(page.locator("#request-pricing")).toBeHidden();
  });
});
