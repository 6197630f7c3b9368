/**
 * /get-quotes end to end: with and without JavaScript, the request is stored
 * and confirmed (reference number, city and state, what happens next), bad
 * input gets its message next to its field, and a repeat never creates a
 * second request.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoConflictingClasses } from "./support/class-conflicts";
import { guardPage } from "./support/page-guard";
import { clientValidationReady, expectFieldError, recordPosts, unique, uniquePhone } from "./forms-support";

const REFERENCE = /^THP-[2-9A-HJKMNP-Z]{6}$/;

type Quote = { fullName: string; email: string; phone: string; zip: string; category: string; details: string; pros: "1" | "2" | "3" };

function aQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    fullName: "Jane Smith",
    email: `jane.${unique()}@example.com`,
    phone: uniquePhone(),
    zip: "10001",
    category: "roofing",
    details: "Replace the asphalt shingle roof on a two-story home.",
    pros: "2",
    ...overrides,
  };
}

const form = (page: Page) => page.locator("#quote-form form");

async function fill(page: Page, q: Quote) {
  const f = form(page);
  await f.getByLabel("Full Name").fill(q.fullName);
  await f.getByLabel("Email").fill(q.email);
  await f.getByLabel("Mobile Phone").fill(q.phone);
  await f.getByLabel("ZIP Code").fill(q.zip);
  await f.getByLabel("Project Type").selectOption(q.category);
  await f.getByLabel("When do you need the work done?").selectOption("within-month");
  await f.getByLabel("Do you own the property?").selectOption("owner");
  await f.getByLabel("Project Details").fill(q.details);
  await f.locator(`input[name="pros"][value="${q.pros}"]`).check();
  await f.getByRole("checkbox").check();
}

async function expectConfirmation(page: Page, _pros: string): Promise<string> {
  await expect(page).toHaveURL(/\/get-quotes\/confirmation\?ref=THP-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Quote Request Is On Its Way!");
  const reference = (await page.getByTestId("quote-reference").innerText()).trim();
  expect(reference).toMatch(REFERENCE);
  // What is true now: the verified pros who serve the ZIP (decision 0021), whatever the number asked for.
  await expect(page.getByTestId("serving-pros")).toContainText(/(\d+ verified \S.* serves? 10001\.|No verified \S.* serve 10001 yet\.)/);
  await expect(page.getByTestId("quote-place")).toHaveText("New York, NY");
  await expect(page.getByRole("heading", { name: "What Happens Next" })).toBeVisible();
  return reference;
}

test.describe("with JavaScript", () => {
  test("a valid request is confirmed; a double click and a repeat give one request (the same reference)", async ({ page, baseURL }) => {
    const problems = guardPage(page, baseURL!);
    const posts = recordPosts(page);
    await page.goto("/get-quotes");
    await clientValidationReady(form(page));
    const quote = aQuote();
    await fill(page, quote);
    await form(page).getByRole("button", { name: "Get My Free Quotes" }).dblclick();
    const reference = await expectConfirmation(page, quote.pros);
    // The button disables itself after the first click, but a second click can
    // still win that race; either way the server's idempotency gives one request.
    expect(posts.filter((p) => p.startsWith("/get-quotes")).length).toBeLessThanOrEqual(2);
    // A refresh of the confirmation shows it again without posting.
    await page.reload();
    await expect(page.getByTestId("quote-reference")).toHaveText(reference);
    // Sending the same request again returns the first one.
    await page.goto("/get-quotes");
    await clientValidationReady(form(page));
    await fill(page, quote);
    await form(page).getByRole("button", { name: "Get My Free Quotes" }).click();
    await expect(page.getByTestId("quote-reference")).toHaveText(reference);
    expect(problems).toEqual([]);
  });

  test("the browser checks the form with the shared schema before posting", async ({ page }) => {
    const posts = recordPosts(page);
    await page.goto("/get-quotes");
    await clientValidationReady(form(page));
    const f = form(page);
    await f.getByRole("button", { name: "Get My Free Quotes" }).click();
    await expectFieldError(page, f.getByLabel("Full Name"), "Full name is required");
    await expectFieldError(page, f.getByLabel("Email"), "Email is required");
    await expectFieldError(page, f.getByLabel("Mobile Phone"), "Mobile phone number is required");
    await expectFieldError(page, f.getByLabel("ZIP Code"), "Enter a valid US ZIP code");
    await expectFieldError(page, f.getByLabel("Project Type"), "Please select a project type");
    await expectFieldError(page, f.getByRole("checkbox"), "Please agree to be contacted so pros can send you quotes");
    // Focus goes to the first field in error: the ZIP code, first of step 1.
    await expect(f.getByLabel("ZIP Code")).toBeFocused();
    expect(posts).toEqual([]);
    expectNoConflictingClasses(await page.content(), "/get-quotes with the browser's errors");
    // A message goes away as soon as the field is fixed.
    await f.getByLabel("Email").fill("jane@example");
    await expectFieldError(page, f.getByLabel("Email"), "Enter a valid email address");
    await f.getByLabel("Email").fill("jane@example.com");
    await expect(f.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the server's own checks show by their fields: a ZIP code that does not exist", async ({ page }) => {
    await page.goto("/get-quotes");
    await clientValidationReady(form(page));
    await fill(page, aQuote({ zip: "00000" }));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form(page).getByRole("button", { name: "Get My Free Quotes" }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expectFieldError(page, form(page).getByLabel("ZIP Code"), "Enter a valid US ZIP code");
    await expect(page).toHaveURL(/\/get-quotes/);
  });

  test("the consent text follows the number of pros chosen", async ({ page }) => {
    await page.goto("/get-quotes");
    await clientValidationReady(form(page));
    const consent = form(page).locator("label[data-consent-version]");
    await expect(consent).toContainText("up to 3 matched contractors");
    await form(page).locator('input[name="pros"][value="1"]').check();
    await expect(consent).toContainText("up to 1 matched contractor ");
  });
});

test.describe("prefill", () => {
  test("?category= selects the project type", async ({ page }) => {
    await page.goto("/get-quotes?category=solar");
    await expect(form(page).getByLabel("Project Type")).toHaveValue("solar");
  });

  test("?calculatorLead= fills in the details the calculator already has", async ({ page, request }) => {
    const email = `calc.${unique()}@example.com`;
    const res = await request.post("/calculators/roofing", {
      form: {
        intent: "estimate",
        step: "5",
        roofSize: "2000",
        material: "asphalt",
        roofPitch: "medium",
        stories: "2",
        timeframe: "soon",
        fullName: "Jane Calculator",
        email,
        mobile: "(212) 555-2142",
        address: "1 Main Street, New York",
      },
    });
    expect(res.status()).toBe(200);
    const id = /name="calculatorLeadId" value="([0-9a-f-]{36})"/.exec(await res.text())?.[1];
    expect(id).toBeTruthy();
    await page.goto(`/get-quotes?calculatorLead=${id}`);
    const f = form(page);
    await expect(page.getByText(/We've filled in your details from your Roofing estimate/)).toBeVisible();
    await expect(f.getByLabel("Full Name")).toHaveValue("Jane Calculator");
    await expect(f.getByLabel("Email")).toHaveValue(email);
    await expect(f.getByLabel("Mobile Phone")).toHaveValue("(212) 555-2142");
    await expect(f.getByLabel("Project Type")).toHaveValue("roofing");
    await clientValidationReady(f);
    await f.getByLabel("ZIP Code").fill("10001");
    // The two required project questions: the form asks them even after an estimate.
    await f.getByLabel("When do you need the work done?").selectOption("1-3-months");
    await f.getByLabel("Do you own the property?").selectOption("owner");
    await f.getByRole("checkbox").check();
    await f.getByRole("button", { name: "Get My Free Quotes" }).click();
    await expectConfirmation(page, "3");
    // The estimate link is used up.
    await page.goto(`/get-quotes?calculatorLead=${id}`);
    await expect(page.getByText("This estimate link has expired or was already used.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid request is confirmed, and posting it again gives the same reference", async ({ page }) => {
    await page.goto("/get-quotes");
    const quote = aQuote({ pros: "1" });
    await fill(page, quote);
    await form(page).getByRole("button", { name: "Get My Free Quotes" }).click();
    const reference = await expectConfirmation(page, "1");
    await page.goto("/get-quotes");
    await fill(page, quote);
    await form(page).getByRole("button", { name: "Get My Free Quotes" }).dblclick();
    await expect(page.getByTestId("quote-reference")).toHaveText(reference);
  });

  test("the server renders its messages next to the fields with a 4xx", async ({ page }) => {
    await page.goto("/get-quotes");
    // Values the browser's own checks accept but the shared schema does not.
    await fill(page, aQuote({ fullName: "J4ne", email: "jane@example", phone: "123-456-7890" }));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form(page).getByRole("button", { name: "Get My Free Quotes" }).click(),
    ]);
    expect(response.status()).toBe(422);
    const f = form(page);
    await expectFieldError(page, f.getByLabel("Full Name"), "Use letters, spaces, apostrophes, hyphens and periods only");
    await expectFieldError(page, f.getByLabel("Email"), "Enter a valid email address");
    await expectFieldError(page, f.getByLabel("Mobile Phone"), "Enter a valid US mobile number");
    // What was typed is kept.
    await expect(f.getByLabel("Email")).toHaveValue("jane@example");
    await expect(f.getByLabel("Project Type")).toHaveValue("roofing");
    await expect(f.locator('input[name="pros"][value="2"]')).toBeChecked();
    // Fields in their error state: no conflicting classes (e.g. two border colours).
    expectNoConflictingClasses(await page.content(), "/get-quotes with server errors");
  });
});
