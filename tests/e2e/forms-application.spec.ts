/**
 * /contractor-application end to end (spec sections 5 and 8): the exact
 * toasts with JavaScript, the same texts in the page without it, every
 * message by its field, real uploads judged by their content.
 */
import { expect, test, type Page } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { clientValidationReady, expectFieldError, pdfFile, pngFile, recordPosts, renamedTextAsPdf, toast, unique, uniquePhone } from "./forms-support";

const SUCCESS_TITLE = "Application Submitted Successfully!";
const SUCCESS_TEXT = "We'll review your application and get back to you within 24-48 hours.";

const form = (page: Page) => page.locator("#application form");

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function fill(page: Page, overrides: Record<string, string> = {}, files?: { license: Upload; insurance: Upload }) {
  const f = form(page);
  const v = {
    businessName: `Acme Roofing ${unique()}`,
    firstName: "José",
    lastName: "O'Neil",
    email: `owner.${unique()}@acme.com`,
    phone: uniquePhone(),
    licenseNumber: "NY-123456",
    yearsInBusiness: "12",
    serviceCategory: "roofing",
    serviceAreas: "Brooklyn, Queens\n11201, 11101",
    insuranceProvider: "State Farm",
    website: "acmeroofing.com",
    ...overrides,
  };
  await f.getByLabel("Business Name").fill(v.businessName);
  await f.getByLabel("First Name").fill(v.firstName);
  await f.getByLabel("Last Name").fill(v.lastName);
  await f.getByLabel("Email").fill(v.email);
  await f.getByLabel("Phone").fill(v.phone);
  await f.getByLabel("License Number").fill(v.licenseNumber);
  await f.getByLabel("Years in Business").fill(v.yearsInBusiness);
  await f.getByLabel("Service Category").selectOption(v.serviceCategory);
  await f.getByLabel("Service Areas").fill(v.serviceAreas);
  await f.getByLabel("Insurance Provider").fill(v.insuranceProvider);
  await f.getByLabel("Website").fill(v.website);
  const { license, insurance } = files ?? { license: pdfFile("license.pdf"), insurance: pngFile("insurance.png") };
  await f.getByLabel(/^Contractor License/).setInputFiles(license);
  await f.getByLabel(/^Insurance Certificate/).setInputFiles(insurance);
  await f.getByRole("checkbox").check();
}

const submit = (page: Page) => form(page).getByRole("button", { name: "Submit Application" });

/** Every text field, select and checkbox is back to empty. */
async function expectCleared(page: Page) {
  const f = form(page);
  for (const label of [
    "Business Name",
    "First Name",
    "Last Name",
    "Email",
    "Phone",
    "License Number",
    "Years in Business",
    "Service Areas",
    "Insurance Provider",
    "Website",
  ]) {
    await expect(f.getByLabel(label)).toHaveValue("");
  }
  await expect(f.getByLabel("Service Category")).toHaveValue("");
  await expect(f.getByLabel(/^Contractor License/)).toHaveValue("");
  await expect(f.getByRole("checkbox")).not.toBeChecked();
}

test.describe("with JavaScript", () => {
  test("an empty form: the 'Validation Error' toast with the first message, and every message by its field", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/contractor-application");
    await clientValidationReady(form(page));
    await submit(page).click();
    const t = toast(page, "Validation Error");
    await expect(t).toBeVisible();
    await expect(t).toHaveAttribute("data-type", "error");
    await expect(t.locator("[data-description]")).toHaveText("Business name is required");
    const f = form(page);
    await expectFieldError(page, f.getByLabel("Business Name"), "Business name is required");
    await expectFieldError(page, f.getByLabel("First Name"), "First name is required");
    await expectFieldError(page, f.getByLabel("Last Name"), "Last name is required");
    await expectFieldError(page, f.getByLabel("Email"), "Invalid email address");
    await expectFieldError(page, f.getByLabel("Phone"), "Valid phone number required");
    await expectFieldError(page, f.getByLabel("License Number"), "License number is required");
    await expectFieldError(page, f.getByLabel("Years in Business"), "Years in business is required");
    await expectFieldError(page, f.getByLabel("Service Category"), "Please select a service category");
    await expectFieldError(page, f.getByLabel("Service Areas"), "Service areas are required");
    await expectFieldError(page, f.getByLabel("Insurance Provider"), "Insurance provider is required");
    await expectFieldError(page, f.getByLabel(/^Contractor License/), "Please upload your contractor license");
    await expectFieldError(page, f.getByLabel(/^Insurance Certificate/), "Please upload your insurance certificate");
    await expectFieldError(page, f.getByRole("checkbox"), "You must certify that the information is accurate");
    await expect(f.getByLabel("Business Name")).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("text is trimmed first: only spaces is still missing", async ({ page }) => {
    await page.goto("/contractor-application");
    await clientValidationReady(form(page));
    await fill(page, { businessName: "   ", firstName: "  " });
    await submit(page).click();
    await expect(toast(page, "Validation Error").locator("[data-description]")).toHaveText("Business name is required");
    await expectFieldError(page, form(page).getByLabel("First Name"), "First name is required");
  });

  test("a valid application with a real PDF: 'Submitting...', the success toast, and every field cleared", async ({ page, baseURL }) => {
    const problems = guardPage(page, baseURL!);
    await page.goto("/contractor-application");
    await clientValidationReady(form(page));
    await fill(page);
    // Hold the post for a moment to see the submitting state.
    await page.route("**/contractor-application*", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await submit(page).click();
    const busy = form(page).getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    const t = toast(page, SUCCESS_TITLE);
    await expect(t).toBeVisible();
    await expect(t.locator("[data-description]")).toHaveText(SUCCESS_TEXT);
    await expectCleared(page);
    expect(problems).toEqual([]);
  });

  test("a renamed non-PDF is refused by its content, with the message by its field", async ({ page }) => {
    await page.goto("/contractor-application");
    await clientValidationReady(form(page));
    await fill(page, {}, { license: renamedTextAsPdf("license.pdf"), insurance: pdfFile("insurance.pdf") });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(response.status()).toBe(422);
    await expect(toast(page, "Validation Error").locator("[data-description]")).toHaveText("File must be a PDF, JPG or PNG");
    await expectFieldError(page, form(page).getByLabel(/^Contractor License/), "File must be a PDF, JPG or PNG");
    // What was typed stays for the correction.
    await expect(form(page).getByLabel("License Number")).toHaveValue("NY-123456");
  });

  test("a file over 5MB is refused in the browser", async ({ page }) => {
    await page.goto("/contractor-application");
    await clientValidationReady(form(page));
    const big = { name: "license.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) };
    await fill(page, {}, { license: big, insurance: pdfFile("insurance.pdf") });
    await submit(page).click();
    await expect(toast(page, "Validation Error").locator("[data-description]")).toHaveText("File must be 5MB or smaller");
    await expectFieldError(page, form(page).getByLabel(/^Contractor License/), "File must be 5MB or smaller");
  });

  test("a post that fails on the way: the 'Error' toast", async ({ page }) => {
    await page.goto("/contractor-application");
    await clientValidationReady(form(page));
    await fill(page);
    await page.route("**/contractor-application*", (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.continue()));
    await submit(page).click();
    const t = toast(page, "Error");
    await expect(t).toBeVisible();
    await expect(t.locator("[data-description]")).toHaveText("Something went wrong. Please try again.");
    await expect(submit(page)).toBeEnabled();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's answer: 'Validation Error' with the first message at the top, every message by its field, 422", async ({ page }) => {
    await page.goto("/contractor-application");
    // Accepted by the browser's own checks, refused by the shared schema (after trimming).
    await fill(page, { businessName: "   ", email: "owner@acme", phone: "123-456-7890" });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(response.status()).toBe(422);
    const alert = page.locator('[data-form-alert="error"]');
    await expect(alert).toContainText("Validation Error");
    await expect(alert).toContainText("Business name is required");
    const f = form(page);
    await expectFieldError(page, f.getByLabel("Business Name"), "Business name is required");
    await expectFieldError(page, f.getByLabel("Email"), "Invalid email address");
    await expectFieldError(page, f.getByLabel("Phone"), "Valid phone number required");
    await expect(f.getByLabel("First Name")).toHaveValue("José");
    await expect(f.getByText("Please select your two documents again")).toBeVisible();
  });

  test("a valid application with a real PDF: the success notice and empty fields", async ({ page }) => {
    await page.goto("/contractor-application");
    await fill(page, {}, { license: pdfFile("license.pdf"), insurance: pdfFile("insurance.pdf") });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(response.status()).toBe(200);
    const notice = page.locator('[data-form-alert="success"]');
    await expect(notice).toContainText(SUCCESS_TITLE);
    await expect(notice).toContainText(SUCCESS_TEXT);
    await expectCleared(page);
  });

  test("a text file renamed license.pdf: the message by its field", async ({ page }) => {
    await page.goto("/contractor-application");
    await fill(page, {}, { license: renamedTextAsPdf("license.pdf"), insurance: pdfFile("insurance.pdf") });
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(response.status()).toBe(422);
    await expect(page.locator('[data-form-alert="error"]')).toContainText("File must be a PDF, JPG or PNG");
    await expectFieldError(page, form(page).getByLabel(/^Contractor License/), "File must be a PDF, JPG or PNG");
  });
});
