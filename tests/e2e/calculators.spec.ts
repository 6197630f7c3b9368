/**
 * The six cost calculators end to end (product spec sections 4, 5, 8, 9):
 * every calculator from the first question to the result, the figures on
 * screen against values computed by hand from section 9, the messages, Back keeping answers, refresh keeping progress,
 * and the stored lead (turned into a quote request with a reference number).
 * This file runs them with JavaScript; calculators-no-js.spec.ts without it.
 */
import { guardPage } from "./support/page-guard.ts";
import { expect, test } from "@playwright/test";
import {
  withJs,
  expectAccessible,
  REFERENCE,
  ready,
  questionHeading,
  answerAll,
  fillContact,
  checkResult,
  connect,
  answerRequiredProjectQuestions,
} from "./calculators-support.ts";

test.describe("with JavaScript", () => {
  for (const flow of withJs) {
    test(`${flow.type}: questions, contact step, result and quote request`, async ({ page, baseURL }) => {
      const problems = guardPage(page, baseURL ?? "");
      await page.goto(`/calculators/${flow.type}`);
      await ready(page);
      await page.evaluate(() => sessionStorage.clear());
      const firstUrl = page.url();
      await answerAll(page, flow);
      // Steps change without a page load.
      expect(page.url()).toBe(firstUrl);
      await fillContact(page);
      await checkResult(page, flow);
      await connect(page, "3");
      expect(problems).toEqual([]);
    });
  }

  test("question text, units, readable option labels and Next disabled until answered", async ({ page }) => {
    await page.goto("/calculators/roofing");
    await ready(page);
    await expect(page.getByRole("heading", { level: 2, name: "What is the approximate size of your roof? (sq ft)" })).toBeVisible();
    const next = page.getByRole("button", { name: "Next", exact: true });
    await expect(next).toBeDisabled();
    await expect(page.getByTestId("progress-fill")).toHaveAttribute("style", /width: ?20%/);
    await page.getByLabel("What is the approximate size of your roof? (sq ft)").fill("2000");
    await expect(next).toBeEnabled();
    await next.click();
    // Focus moves to the new question's heading.
    await expect(page.getByRole("heading", { level: 2, name: "Which roofing material would you like?" })).toBeFocused();
    await expect(page.getByTestId("progress-fill")).toHaveAttribute("style", /width: ?40%/);
    await expect(page.getByRole("radiogroup", { name: "Which roofing material would you like?" })).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole("radio", { name: "Metal" }).check();
    await expect(page.locator('input[name="material"][value="metal"]')).toBeChecked();
    await next.click();
    await page.getByRole("radio", { name: "Medium (standard slope)" }).check();
    await next.click();
    await expect(page.getByRole("radio", { name: "3+ stories" })).toHaveAttribute("value", "3+");

    await page.goto("/calculators/plumbing");

    await ready(page);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await ready(page);
    await page.getByRole("radio", { name: "Water heater" }).check();
    await next.click();
    await page.getByRole("radio", { name: "2 bathrooms" }).check();
    await next.click();
    await expect(page.getByRole("radio", { name: "Tankless (gas)" })).toHaveAttribute("value", "tankless-gas");

    await page.goto("/calculators/solar");

    await ready(page);
    await expect(page.getByRole("heading", { level: 2, name: "What is your average monthly electric bill? ($)" })).toBeVisible();
  });

  test("messages: required, number range, typing clears the error, all fields required, server field errors", async ({ page }) => {
    await page.goto("/calculators/roofing");
    await ready(page);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await ready(page);
    const input = page.locator('input[name="roofSize"]');
    const next = page.getByRole("button", { name: "Next", exact: true });
    // Whitespace only counts as blank (spec section 5): Next is enabled, the step is refused.
    await input.fill("   ");
    await expect(next).toBeEnabled();
    await next.click();
    const required = page.getByText("This field is required", { exact: true });
    await expect(required).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    // Typing clears the current error.
    await input.pressSequentially("5");
    await expect(required).toHaveCount(0);
    await input.fill("");
    await expect(next).toBeDisabled();
    // Enter on a blank answer gives the same message.
    await input.press("Enter");
    await expect(required).toBeVisible();
    await input.fill("50");
    await next.click();
    const rangeMessage = page.getByText("Enter a whole number between 100 and 20,000", { exact: true });
    await expect(rangeMessage).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAttribute("aria-describedby", /calc-roofSize-error/);
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    // Typing clears the current error.
    await input.fill("500");
    await expect(rangeMessage).toHaveCount(0);
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    for (const bad of ["2.5", "abc", "-300", "1e3", "20001"]) {
      await input.fill(bad);
      await next.click();
      await expect(rangeMessage).toBeVisible();
    }
    // Grouped thousands are a whole number too; Enter moves on like Next.
    await input.fill("2,000");
    await input.press("Enter");
    await expect(page.getByText("Question 2 of 5")).toBeVisible();

    for (const [id, value] of [
      ["material", "metal"],
      ["roofPitch", "low"],
      ["stories", "1"],
      ["timeframe", "planning"],
    ] as const) {
      await page.locator(`input[name="${id}"][value="${value}"]`).check();
      await page.getByRole("button", { name: id === "timeframe" ? "Continue" : "Next", exact: true }).click();
    }

    // Contact step: blank fields are caught before anything is sent.
    const getEstimate = page.getByRole("button", { name: "Get My Estimate" });
    await getEstimate.click();
    const allRequired = page.getByText("All fields are required", { exact: true });
    await expect(allRequired).toBeVisible();
    await expect(allRequired).toHaveCount(1);
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Full Name").fill("Jane Homeowner");
    await page.getByLabel("Email").fill("jane@example.com");
    await page.getByLabel("Mobile Number").fill("(212) 555-2147");
    await page.getByLabel("Address").fill("   ");
    await getEstimate.click();
    await expect(allRequired).toBeVisible();
    // The server checks the mobile number and says so under the field.
    await page.getByLabel("Address").fill("1 Main St, Albany, NY");
    await page.getByLabel("Mobile Number").fill("(800) 555-2100");
    await getEstimate.click();
    await expect(page.locator("#calc-mobile-error")).toHaveText("Enter a valid US mobile number");
    await expect(page.getByLabel("Mobile Number")).toHaveAttribute("aria-describedby", "calc-mobile-error");
    await expect(allRequired).toHaveCount(0);
    await page.getByLabel("Mobile Number").fill("(212) 555-2147");
    await expect(page.locator("#calc-mobile-error")).toHaveCount(0);
    await getEstimate.click();
    // 2000 x 9 (metal) x 1 (low) x 1 (1 story) = $18,000.
    await expect(page.getByTestId("result-value")).toHaveText("$18,000");

    // The conversion form's own messages.
    await page.getByRole("button", { name: "Connect with Local Contractors" }).click();
    await expect(page.getByText("Enter a valid US ZIP code")).toBeVisible();
    await expect(page.getByText("Please agree to be contacted so pros can send you quotes")).toBeVisible();
  });

  test("every state passes axe: question with error, contact with error, result, conversion errors, confirmation", async ({ page }) => {
    await page.goto("/calculators/solar");
    await ready(page);
    await page.locator('input[name="monthlyBill"]').fill("5");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Enter a whole number between 20 and 2,000", { exact: true })).toBeVisible();
    await expectAccessible(page, "number question with error");
    await page.locator('input[name="monthlyBill"]').fill("150");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    // Enter on an unanswered radio group (Next itself is disabled) is refused with the spec's message.
    await page.locator('input[name="roofSize"]').first().press("Enter");
    await expect(page.getByText("This field is required", { exact: true })).toBeVisible();
    await expectAccessible(page, "radio question with error");
    for (const [id, value] of [
      ["roofSize", "small"],
      ["sunExposure", "limited"],
      ["roofCondition", "older"],
      ["goals", "starter"],
    ] as const) {
      await page.locator(`input[name="${id}"][value="${value}"]`).check();
      await page.getByRole("button", { name: id === "goals" ? "Continue" : "Next", exact: true }).click();
    }
    await page.getByRole("button", { name: "Get My Estimate" }).click();
    await expect(page.getByText("All fields are required", { exact: true })).toBeVisible();
    await expectAccessible(page, "contact step with error");
    await fillContact(page, "Axe Tester");
    // $150 bill, starter (0.3): kW 0.54; cost $1,620; net $1,134; annual $540; 25 years 13,500 - 1,134 = $12,366.
    await expect(page.getByTestId("result-value")).toHaveText("$12,366");
    await expectAccessible(page, "result");
    await page.getByRole("button", { name: "Connect with Local Contractors" }).click();
    await expect(page.getByText("Enter a valid US ZIP code")).toBeVisible();
    await expectAccessible(page, "conversion errors");
    await page.getByLabel("ZIP Code of the project").fill("10001");
    await answerRequiredProjectQuestions(page);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Connect with Local Contractors" }).click();
    await expect(page.getByTestId("quote-reference")).toHaveText(REFERENCE);
    await expectAccessible(page, "confirmation");
  });

  test("Back keeps answers, including from the contact step", async ({ page }) => {
    await page.goto("/calculators/hvac");
    await ready(page);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await ready(page);
    const next = page.getByRole("button", { name: "Next", exact: true });
    await page.locator('input[name="homeSize"]').fill("1800");
    await next.click();
    await page.locator('input[name="systemType"][value="furnace"]').check();
    await next.click();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Question 2 of 5")).toBeVisible();
    await expect(page.locator('input[name="systemType"][value="furnace"]')).toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    await expect(page.locator('input[name="homeSize"]')).toHaveValue("1800");
    await expect(questionHeading(page)).toBeFocused();
    await next.click();
    await next.click();
    await page.locator('input[name="efficiency"][value="premium"]').check();
    await next.click();
    await page.locator('input[name="ductwork"][value="none"]').check();
    await next.click();
    await page.locator('input[name="currentAge"][value="new"]').check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Full Name").fill("Sam Carter");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Question 5 of 5")).toBeVisible();
    await expect(page.locator('input[name="currentAge"][value="new"]')).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("Sam Carter");
  });

  test("a refresh mid-questionnaire keeps progress", async ({ page, baseURL }) => {
    const problems = guardPage(page, baseURL ?? "");
    await page.goto("/calculators/electrical");
    await ready(page);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await ready(page);
    const next = page.getByRole("button", { name: "Next", exact: true });
    await page.locator('input[name="projectType"][value="rewire"]').check();
    await next.click();
    await page.locator('input[name="homeSize"][value="medium"]').check();
    await next.click();
    await expect(page.getByText("Question 3 of 5")).toBeVisible();
    await page.reload();
    await ready(page);
    await expect(page.getByText("Question 3 of 5")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.locator('input[name="homeSize"][value="medium"]')).toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.locator('input[name="projectType"][value="rewire"]')).toBeChecked();
    // Finish from the restored state: rewire 8,000 x 1 (medium) x 1 (easy) x 1 (planning) = $8,000.
    await next.click();
    await next.click();
    await page.locator('input[name="currentPanel"][value="unknown"]').check();
    await next.click();
    await page.locator('input[name="complexity"][value="easy"]').check();
    await next.click();
    await page.locator('input[name="urgency"][value="planning"]').check();
    await page.getByRole("button", { name: "Continue" }).click();
    await fillContact(page, "Robin Refresh");
    await expect(page.getByTestId("result-value")).toHaveText("$8,000");
    // Once the estimate is shown, the saved progress is gone: a new visit starts over.
    await page.reload();
    await ready(page);
    await expect(page.getByText("Question 1 of 5")).toBeVisible();
    expect(problems).toEqual([]);
  });
});
