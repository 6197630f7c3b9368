/**
 * What a visitor types, chooses or checks before a page's islands have hydrated is kept, and the island's state
 * follows it (app/components/islands/early-input.ts): on a slow phone the form is on screen, and used, seconds
 * before its script runs. Deterministic: the island runtime's module is held back (page.route) until the fields are
 * filled, then released; the CPU is throttled meanwhile, as on such a phone.
 */
import { expect, test, type Page } from "@playwright/test";
import { answer, checkResult, fillContact, ready, withJs } from "./calculators-support.ts";
import { pdfFile, pngFile, toast, unique, uniquePhone } from "./forms-support.ts";
import { guardPage } from "./support/page-guard.ts";

/** The island runtime's entry chunk (app/browser/vite/island-entries.ts names it "islands"): no island runs without it. */
const RUNTIME = /\/assets\/islands-[^/]+\.js$/;

/** Holds the island runtime back until `release()`, with the CPU throttled 6x until the islands have hydrated. */
async function holdIslands(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(RUNTIME, async (route) => {
    await released;
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  const hydrated = () => page.evaluate(() => performance.getEntriesByName("islands-hydrated").length > 0);
  return {
    async expectNotHydrated() {
      expect(await hydrated()).toBe(false);
    },
    async hydrate() {
      release();
      await expect.poll(hydrated).toBe(true);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    },
  };
}

test.describe("calculators", () => {
  for (const flow of withJs) {
    const [first, ...rest] = flow.answers;
    test(`${flow.type}: the first answer given before hydration counts (Next enabled, the estimate uses it)`, async ({ page, baseURL }) => {
      const problems = guardPage(page, baseURL!);
      const islands = await holdIslands(page);
      await page.goto(`/calculators/${flow.type}`);
      if (first!.kind === "number") await page.locator(`input[name="${first!.id}"]`).pressSequentially(first!.value);
      else await answer(page, first!);
      await islands.expectNotHydrated();
      await expect(page.locator("[data-calculator][data-ready]")).toHaveCount(0);

      await islands.hydrate();
      await ready(page);
      const control =
        first!.kind === "number"
          ? page.locator(`input[name="${first!.id}"]`)
          : page.locator(`input[type="radio"][name="${first!.id}"][value="${first!.value}"]`);
      if (first!.kind === "number") await expect(control).toHaveValue(first!.value);
      else await expect(control).toBeChecked();
      const next = page.getByRole("button", { name: "Next", exact: true });
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page.getByText(`Question 2 of ${flow.answers.length}`, { exact: true })).toBeVisible();
      // Back shows the answer again: it is in the questionnaire's state, not only in the old field.
      await page.getByRole("button", { name: "Back" }).click();
      if (first!.kind === "number") await expect(page.locator(`input[name="${first!.id}"]`)).toHaveValue(first!.value);
      else await expect(page.locator(`input[type="radio"][name="${first!.id}"][value="${first!.value}"]`)).toBeChecked();
      await next.click();

      for (const [i, a] of rest.entries()) {
        await expect(page.getByText(`Question ${i + 2} of ${flow.answers.length}`, { exact: true })).toBeVisible();
        await answer(page, a);
        await page.getByRole("button", { name: i === rest.length - 1 ? "Continue" : "Next", exact: true }).click();
      }
      await fillContact(page);
      await checkResult(page, flow);
      expect(problems).toEqual([]);
    });
  }

  test("with progress saved in the tab, an answer typed before hydration stays on its step and the saved answers are kept", async ({ page, baseURL }) => {
    const problems = guardPage(page, baseURL!);
    await page.goto("/calculators/roofing");
    await ready(page);
    const next = page.getByRole("button", { name: "Next", exact: true });
    await page.locator('input[name="roofSize"]').fill("2000");
    await next.click();
    await page.getByRole("radio", { name: "Metal" }).check();
    await next.click();
    await expect(page.getByText("Question 3 of 5", { exact: true })).toBeVisible();

    // A refresh: the server renders the first question; the saved progress is the browser's to restore.
    const islands = await holdIslands(page);
    await page.reload();
    await page.locator('input[name="roofSize"]').fill("");
    await page.locator('input[name="roofSize"]').pressSequentially("2500");
    await islands.expectNotHydrated();
    await islands.hydrate();
    await ready(page);
    await expect(page.getByText("Question 1 of 5", { exact: true })).toBeVisible();
    await expect(page.locator('input[name="roofSize"]')).toHaveValue("2500");
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByRole("radio", { name: "Metal" })).toBeChecked();
    await next.click();
    await page.getByRole("radio", { name: "Medium (standard slope)" }).check();
    await next.click();
    await page.locator('input[name="stories"][value="2"]').check();
    await next.click();
    await page.locator('input[name="timeframe"][value="soon"]').check();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await fillContact(page);
    // 2500 sq ft x $9 (metal) x 1.15 (medium) x 1.15 (2 stories) = 29,756.25.
    await expect(page.getByTestId("result-value")).toHaveText("$29,756");
    expect(problems).toEqual([]);
  });
});

test("quote form: text, the project type, the number of pros and consent given before hydration are kept and posted", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  const islands = await holdIslands(page);
  await page.goto("/get-quotes");
  const form = page.locator("#quote-form form");
  const details = "Replace the asphalt shingle roof on a two-story home.";
  const email = `early.${unique()}@example.com`;
  const phone = uniquePhone();
  await form.getByLabel("Full Name").pressSequentially("Jane Early");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Mobile Phone").fill(phone);
  await form.getByLabel("ZIP Code").fill("10001");
  await form.getByLabel("Project Type").selectOption("roofing");
  await form.getByLabel("When do you need the work done?").selectOption("within-month");
  await form.getByLabel("Do you own the property?").selectOption("owner");
  await form.getByLabel("Project Details").fill(details);
  await form.locator('input[name="pros"][value="1"]').check();
  await form.getByRole("checkbox").check();
  await islands.expectNotHydrated();

  await islands.hydrate();
  await expect(form).toHaveAttribute("data-client-validation", /^(armed|ready)$/);
  await expect(form.getByLabel("Full Name")).toHaveValue("Jane Early");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Project Type")).toHaveValue("roofing");
  await expect(form.getByLabel("Project Details")).toHaveValue(details);
  await expect(form.locator('input[name="pros"][value="1"]')).toBeChecked();
  await expect(form.getByRole("checkbox")).toBeChecked();
  // What follows the fields in the island's state: the character count and the consent text naming one pro.
  await expect(form.getByText(`${details.length} / 2,000`)).toBeVisible();
  await expect(form.locator("[data-consent-version]")).toContainText("up to 1 matched contractor ");

  const post = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/get-quotes.data");
  await form.getByRole("button", { name: "Get My Free Quotes" }).click();
  // The form is multipart (it carries photos): the pros part holds the choice made before hydration.
  expect((await post).postData() ?? "").toMatch(/name="pros"\r\n\r\n1\r\n/);
  await expect(page).toHaveURL(/\/get-quotes\/confirmation\?ref=THP-/);
  expect(problems).toEqual([]);
});

test("contact form: what was typed and chosen before hydration is kept and sent", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  const islands = await holdIslands(page);
  await page.goto("/contact");
  const form = page.locator("#message form");
  await form.getByLabel("First Name").pressSequentially("Ana");
  await form.getByLabel("Last Name").fill("García");
  await form.getByLabel("Email").fill(`ana.${unique()}@example.com`);
  await form.getByLabel("I am a...").selectOption("contractor");
  await form.getByLabel("Message").fill("When will I hear from a roofer?");
  await islands.expectNotHydrated();

  await islands.hydrate();
  await expect(form).toHaveAttribute("data-client-validation", /^(armed|ready)$/);
  await expect(form.getByLabel("First Name")).toHaveValue("Ana");
  await expect(form.getByLabel("I am a...")).toHaveValue("contractor");
  await expect(form.getByLabel("Message")).toHaveValue("When will I hear from a roofer?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent!" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("contractor application: fields, files and the certification given before hydration are kept and submitted", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  const islands = await holdIslands(page);
  await page.goto("/contractor-application");
  const form = page.locator("#application form");
  await form.getByLabel("Business Name").pressSequentially(`Early Roofing ${unique()}`);
  await form.getByLabel("First Name").fill("José");
  await form.getByLabel("Last Name").fill("O'Neil");
  await form.getByLabel("Email").fill(`owner.${unique()}@acme.com`);
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByLabel("License Number").fill("NY-123456");
  await form.getByLabel("Years in Business").fill("12");
  await form.getByLabel("Service Category").selectOption("plumbing");
  await form.getByLabel("Service Areas").fill("Brooklyn, Queens\n11201, 11101");
  await form.getByLabel("Insurance Provider").fill("State Farm");
  await form.getByLabel(/^Contractor License/).setInputFiles(pdfFile("license.pdf"));
  await form.getByLabel(/^Insurance Certificate/).setInputFiles(pngFile("insurance.png"));
  await form.getByRole("checkbox").check();
  await islands.expectNotHydrated();

  await islands.hydrate();
  await expect(form).toHaveAttribute("data-client-validation", /^(armed|ready)$/);
  await expect(form.getByLabel("Service Category")).toHaveValue("plumbing");
  await expect(form.getByLabel("Service Areas")).toHaveValue("Brooklyn, Queens\n11201, 11101");
  await expect(form.getByRole("checkbox")).toBeChecked();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(toast(page, "Application Submitted Successfully!")).toBeVisible();
  expect(problems).toEqual([]);
});
