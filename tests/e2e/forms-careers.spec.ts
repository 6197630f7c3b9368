/** /careers end to end: 'Apply Now' and 'Submit Your Resume' lead to the real form; the résumé uploads; with and without JavaScript. */
import { expect, test, type Page } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { clientValidationReady, expectFieldError, pdfFile, recordPosts, renamedPngAsPdf, unique, uniquePhone } from "./forms-support";

const form = (page: Page) => page.locator("#apply form");

type Upload = { name: string; mimeType: string; buffer: Buffer };

async function fill(page: Page, resume: Upload = pdfFile("resume.pdf"), overrides: Record<string, string> = {}) {
  const v = {
    fullName: "Priya Patel",
    email: `priya.${unique()}@example.com`,
    phone: uniquePhone(),
    note: "I love building products for small businesses.",
    ...overrides,
  };
  const f = form(page);
  await f.getByLabel("Full Name").fill(v.fullName);
  await f.getByLabel("Email").fill(v.email);
  await f.getByLabel("Phone").fill(v.phone);
  await f.getByLabel("Résumé").setInputFiles(resume);
  await f.getByLabel("Note").fill(v.note);
}

const submit = (page: Page) => form(page).getByRole("button", { name: "Submit Application" });

test.describe("with JavaScript", () => {
  test("'Apply Now' preselects the position; a real PDF résumé is received", async ({ page, baseURL }) => {
    const problems = guardPage(page, baseURL!);
    await page.goto("/careers");
    await page.getByRole("link", { name: "Apply Now: Lead Quality Analyst" }).click();
    await expect(page).toHaveURL(/\/careers\?position=lead-quality-analyst#apply$/);
    await expect(page.locator("#apply")).toContainText("You are applying for Lead Quality Analyst");
    await expect(form(page).locator('input[name="positionId"]')).toHaveValue("lead-quality-analyst");
    await clientValidationReady(form(page));
    await fill(page);
    await submit(page).click();
    await expect(page.getByRole("heading", { name: "Application received!" })).toBeVisible();
    await expect(page.getByText("Thank you for applying for the Lead Quality Analyst position.")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("mistakes show by their fields before posting; a renamed PNG is refused by the server", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/careers");
    await page.getByRole("link", { name: "Submit Your Resume" }).first().click();
    await expect(page).toHaveURL(/\/careers#apply$/);
    await clientValidationReady(form(page));
    await submit(page).click();
    const f = form(page);
    await expectFieldError(page, f.getByLabel("Full Name"), "Full name is required");
    await expectFieldError(page, f.getByLabel("Email"), "Email is required");
    await expectFieldError(page, f.getByLabel("Phone"), "Phone number is required");
    await expectFieldError(page, f.getByLabel("Résumé"), "Please attach your résumé as a PDF");
    expect(posts).toEqual([]);
    await fill(page, renamedPngAsPdf("resume.pdf"));
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(response.status()).toBe(422);
    await expectFieldError(page, f.getByLabel("Résumé"), "Résumé must be a PDF file");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a general application with a real PDF is received", async ({ page }) => {
    await page.goto("/careers#apply");
    await fill(page);
    await submit(page).click();
    await expect(page.getByRole("heading", { name: "Application received!" })).toBeVisible();
    await expect(page.getByText("Thank you for sending us your résumé.")).toBeVisible();
  });

  test("a renamed non-PDF and bad values get their messages by the fields with a 4xx", async ({ page }) => {
    await page.goto("/careers?position=senior-full-stack-engineer#apply");
    await fill(page, renamedPngAsPdf("resume.pdf"));
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(response.status()).toBe(422);
    await expectFieldError(page, form(page).getByLabel("Résumé"), "Résumé must be a PDF file");
    await expect(page.locator("#apply")).toContainText("You are applying for Senior Full-Stack Engineer");
    await fill(page, pdfFile("resume.pdf"), { email: "priya@example", phone: "123-456-7890" });
    const [second] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(second.status()).toBe(422);
    await expectFieldError(page, form(page).getByLabel("Email"), "Enter a valid email address");
    await expectFieldError(page, form(page).getByLabel("Phone"), "Enter a valid US phone number");
  });
});
