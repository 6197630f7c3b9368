/**
 * The six cost calculators end to end (product spec sections 4, 5, 8, 9):
 * without JavaScript, where every step is a form post: the same results and
 * quote requests, the messages and Back; and the action refusing garbage
 * with a 4xx. The flows and steps are in calculators-support.ts.
 */
import { expect, test } from "@playwright/test";
import { withoutJs, answerAll, fillContact, checkResult, connect } from "./calculators-support.ts";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [i, flow] of withoutJs.entries()) {
    test(`${flow.type}: every step is a form post, same result and quote request`, async ({ page }) => {
      await page.goto(`/calculators/${flow.type}`);
      await answerAll(page, flow);
      await fillContact(page, "Alex Nojs");
      await checkResult(page, flow);
      await connect(page, (["1", "2", "3"] as const)[i % 3] ?? "3");
    });
  }

  test("messages and Back keep answers without JavaScript", async ({ page }) => {
    await page.goto("/calculators/roofing");
    const next = page.getByRole("button", { name: "Next", exact: true });
    // Next cannot be disabled without scripts; the server answers with the spec's message.
    await next.click();
    await expect(page.getByText("This field is required", { exact: true })).toBeVisible();
    await expect(page.locator('input[name="roofSize"]')).toHaveAttribute("aria-invalid", "true");
    await page.locator('input[name="roofSize"]').fill("25000");
    await next.click();
    await expect(page.getByText("Enter a whole number between 100 and 20,000", { exact: true })).toBeVisible();
    await page.locator('input[name="roofSize"]').fill("2000");
    await next.click();
    await expect(page.getByText("Question 2 of 5")).toBeVisible();
    await next.click();
    await expect(page.getByText("This field is required", { exact: true })).toBeVisible();
    await page.locator('input[name="material"][value="slate"]').check();
    await next.click();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.locator('input[name="material"][value="slate"]')).toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.locator('input[name="roofSize"]')).toHaveValue("2000");
    await next.click();
    await next.click();
    await page.locator('input[name="roofPitch"][value="low"]').check();
    await next.click();
    await page.locator('input[name="stories"][value="1"]').check();
    await next.click();
    await page.locator('input[name="timeframe"][value="soon"]').check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Full Name").fill("Pat Nojs");
    await page.getByRole("button", { name: "Get My Estimate" }).click();
    await expect(page.getByText("All fields are required", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Pat Nojs");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.locator('input[name="timeframe"][value="soon"]')).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("Pat Nojs");
    await page.getByLabel("Email").fill("pat@example.com");
    await page.getByLabel("Mobile Number").fill("212-555-2199");
    await page.getByLabel("Address").fill("12 Elm St, Albany, NY");
    await page.getByRole("button", { name: "Get My Estimate" }).click();
    // 2000 x 18 (slate) x 1 x 1 = $36,000.
    await expect(page.getByTestId("result-value")).toHaveText("$36,000");
  });
});

test.describe("the action refuses garbage with a 4xx", () => {
  test("unknown intent, missing step, oversized values, wrong content type, unknown calculator", async ({ request }) => {
    const bogus = await request.post("/calculators/roofing", { form: { intent: "explode", step: "0" } });
    expect(bogus.status()).toBe(400);
    expect(await bogus.text()).toContain("Please use the buttons on the page.");
    const noStep = await request.post("/calculators/roofing", { form: { intent: "next" } });
    expect(noStep.status()).toBe(400);
    const badStep = await request.post("/calculators/roofing", { form: { intent: "next", step: "99" } });
    expect(badStep.status()).toBe(400);
    const huge = await request.post("/calculators/roofing", { form: { intent: "next", step: "0", roofSize: "9".repeat(40_000) } });
    expect(huge.status()).toBeGreaterThanOrEqual(400);
    expect(huge.status()).toBeLessThan(500);
    const longAnswer = await request.post("/calculators/roofing", { form: { intent: "next", step: "0", roofSize: "9".repeat(5_000) } });
    expect(longAnswer.status()).toBe(422);
    expect(await longAnswer.text()).toContain("Enter a whole number between 100 and 20,000");
    const json = await request.post("/calculators/roofing", { data: { intent: "next" } });
    expect(json.status()).toBeGreaterThanOrEqual(400);
    expect(json.status()).toBeLessThan(500);
    const badConnect = await request.post("/calculators/roofing", { form: { intent: "connect", calculatorLeadId: "nope", zip: "10001", consent: "on" } });
    expect(badConnect.status()).toBe(422);
    const tampered = await request.post("/calculators/roofing", {
      form: {
        intent: "estimate",
        step: "5",
        roofSize: "2000",
        material: "gold",
        roofPitch: "low",
        stories: "1",
        timeframe: "soon",
        fullName: "A B",
        email: "a@example.com",
        mobile: "2125552147",
        address: "1 Main St",
      },
    });
    expect(tampered.status()).toBe(422);
    expect(await tampered.text()).toContain("Please choose one of the options");
    const unknown = await request.get("/calculators/gardening");
    expect(unknown.status()).toBe(404);
    const unknownPost = await request.post("/calculators/gardening", { form: { intent: "next", step: "0" } });
    expect(unknownPost.status()).toBe(404);
  });
});
