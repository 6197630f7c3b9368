/** /contact end to end: stored and confirmed in place; messages by their fields; with and without JavaScript. */
import { expect, test, type Page } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { clientValidationReady, expectFieldError, recordPosts, unique } from "./forms-support";

const form = (page: Page) => page.locator("#message form");

async function fill(page: Page, overrides: Record<string, string> = {}) {
  const v = {
    firstName: "Ana",
    lastName: "García",
    email: `ana.${unique()}@example.com`,
    role: "homeowner",
    message: "When will I hear from a roofer?",
    ...overrides,
  };
  const f = form(page);
  await f.getByLabel("First Name").fill(v.firstName);
  await f.getByLabel("Last Name").fill(v.lastName);
  await f.getByLabel("Email").fill(v.email);
  await f.getByLabel("I am a...").selectOption(v.role);
  await f.getByLabel("Message").fill(v.message);
}

async function expectSent(page: Page) {
  await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();
  await expect(page.getByText("We received your message and will respond within 24 hours.")).toBeVisible();
  await expect(form(page)).toHaveCount(0);
}

test.describe("with JavaScript", () => {
  test("a valid message is confirmed in place", async ({ page, baseURL }) => {
    const problems = guardPage(page, baseURL!);
    await page.goto("/contact");
    await clientValidationReady(form(page));
    await fill(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expectSent(page);
    await expect(page.getByRole("heading", { name: "Message sent!" })).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("mistakes show by their fields before anything is posted", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/contact");
    await clientValidationReady(form(page));
    await form(page).getByLabel("Phone").fill("555");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const f = form(page);
    await expectFieldError(page, f.getByLabel("First Name"), "First name is required");
    await expectFieldError(page, f.getByLabel("Last Name"), "Last name is required");
    await expectFieldError(page, f.getByLabel("Email"), "Email is required");
    await expectFieldError(page, f.getByLabel("Phone"), "Enter a valid US phone number");
    await expectFieldError(page, f.getByLabel("I am a..."), "Please tell us whether you are a homeowner, a contractor or other");
    await expectFieldError(page, f.getByLabel("Message"), "Message is required");
    expect(posts).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid message is confirmed in place", async ({ page }) => {
    await page.goto("/contact");
    await fill(page);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expectSent(page);
  });

  test("the server renders its messages by the fields with a 4xx", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, { firstName: "<b>Ana</b>", email: "ana@example" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form(page).getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expectFieldError(page, form(page).getByLabel("First Name"), "Please remove HTML or script code from this field.");
    await expectFieldError(page, form(page).getByLabel("Email"), "Enter a valid email address");
    await expect(form(page).getByLabel("Message")).toHaveValue("When will I hear from a roofer?");
  });
});
