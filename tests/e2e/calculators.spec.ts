/**
 * The six cost calculators end to end (issue 3; spec sections 4, 5, 8, 9):
 * every calculator from the first question to the result, with and without
 * JavaScript, the figures on screen against values computed by hand from
 * section 9, the messages, Back keeping answers, refresh keeping progress,
 * and the stored lead (turned into a quote request with a reference number).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { guardPage } from "./support/page-guard.ts";

type Answer = { id: string; value: string; kind: "number" | "radio" };
type Flow = {
  type: string;
  title: string;
  answers: Answer[];
  /** The large value of the result screen. */
  value: string;
  details: Record<string, string>;
  chart: "range" | "payback";
};

const num = (id: string, value: string): Answer => ({ id, value, kind: "number" });
const pick = (id: string, value: string): Answer => ({ id, value, kind: "radio" });

/*
 * Worked by hand from spec section 9 (money rounded to whole dollars, halves up).
 *
 * Roofing A: 2000 sq ft x $9 (metal) x 1.15 (medium) x 1.15 (2 stories) = 23,805.
 *   Range 0.85 x 23,805 = 20,234.25 -> $20,234; 1.15 x 23,805 = 27,375.75 -> $27,376.
 *   Cost per sq ft 23,805 / 2000 = 11.9025 -> $11.90. Metal lasts 40-70 years.
 * Roofing B: 1500 x $3.5 (asphalt) x 1.35 (steep) x 1.3 (3+) = 9,213.75 -> $9,214.
 *   Range 0.85 x 9,213.75 = 7,831.69 -> $7,832; 1.15 x 9,213.75 = 10,595.81 -> $10,596.
 *   Per sq ft 9,213.75 / 1500 = 6.1425 -> $6.14. Asphalt 20-30 years.
 *
 * Solar A: bill $250, goal offset50 (0.5). kW = 250/100 x 1.2 x 0.5 = 1.5.
 *   Cost = 1.5 x 1000 x 3 = $4,500; credit 30% = $1,350; net = $3,150.
 *   Annual savings = 250 x 12 x 0.5 = $1,500 (monthly $125). Payback 3,150 / 1,500 = 2.1 years.
 *   25-year savings = 1,500 x 25 - 3,150 = $34,350.
 * Solar B: bill $150, offset100 (1). kW = 1.5 x 1.2 = 1.8; cost $5,400; credit $1,620; net $3,780.
 *   Annual 150 x 12 = $1,800 (monthly $150); payback 3,780 / 1,800 = 2.1 years.
 *   25-year savings = 45,000 - 3,780 = $41,220.
 *
 * HVAC A: 2000 sq ft -> 2000 x 27.5 = 55,000 BTU; 55,000 / 12,000 = 4.58 -> 4.6 tons.
 *   Heat pump 6,500 x 1.3 (high) + 1,500 (partial ductwork) = $9,950.
 *   Range 0.9 -> $8,955; 1.2 -> $11,940. Old system: $500 a year. Lifespan 15-20 years.
 * HVAC B: 1500 sq ft -> 41,250 BTU; 3.4375 -> 3.4 tons.
 *   Complete 8,500 x 1 (standard) + 12 x 1500 (complete ductwork) = 8,500 + 18,000 = $26,500.
 *   Range 0.9 -> $23,850; 1.2 -> $31,800. Very old: $800 a year.
 *
 * Electrical A: panel upgrade 2,500 x 1.3 (large) x 1.15 (moderate) x 1.15 (soon) = 4,298.125 -> $4,298.
 *   Range 0.85 -> 3,653.41 -> $3,653; 1.2 -> 5,157.75 -> $5,158. Panel: 1-2 days.
 * Electrical B: EV charger 1,500 x 0.8 (small) x 1 (easy) x 1.5 (emergency) = $1,800.
 *   Range 0.85 -> $1,530; 1.2 -> $2,160. EV: 4-8 hours.
 *
 * Plumbing A: water heater, tankless gas -> base 3,000; x 1.1 (mid pipes) x 1.2 (urgent) = $3,960.
 *   Range 0.85 -> $3,366; 1.25 -> $4,950. 4-8 hours, permit Possibly.
 * Plumbing B: repiping 7,000 x 1.3 (3 bathrooms) x 1.4 (very old) x 1.5 (emergency) = $19,110.
 *   Range 0.85 -> 16,243.5 -> $16,244; 1.25 -> 23,887.5 -> $23,888. 3-5 days, permit Yes.
 *
 * Home improvement A: kitchen $150/sq ft x 1 (moderate) x 200 sq ft (medium) = $30,000.
 *   Range 0.8 -> $24,000; 1.3 -> $39,000. 4-8 weeks, ROI 70% -> value added $21,000.
 * Home improvement B: bathroom $120 x 1.5 (major) x 75 sq ft (small) = $13,500.
 *   Range 0.8 -> $10,800; 1.3 -> $17,550. 3-6 weeks, ROI 65% -> $8,775.
 */
const withJs: Flow[] = [
  {
    type: "roofing",
    title: "Your Estimated Roofing Cost",
    answers: [num("roofSize", "2000"), pick("material", "metal"), pick("roofPitch", "medium"), pick("stories", "2"), pick("timeframe", "soon")],
    value: "$23,805",
    details: { "Estimated Range": "$20,234 - $27,376", "Cost per Sq Ft": "$11.90", "Expected Lifespan": "40-70 years" },
    chart: "range",
  },
  {
    type: "solar",
    title: "Your Estimated 25-Year Solar Savings",
    answers: [num("monthlyBill", "250"), pick("roofSize", "medium"), pick("sunExposure", "good"), pick("roofCondition", "good"), pick("goals", "offset50")],
    value: "$34,350",
    details: {
      "System Size": "1.5 kW",
      "System Cost": "$4,500",
      "Federal Tax Credit (30%)": "$1,350",
      "Net Cost": "$3,150",
      "Annual Savings": "$1,500",
      "Monthly Savings": "$125",
      "Payback Period": "2.1 years",
    },
    chart: "payback",
  },
  {
    type: "hvac",
    title: "Your Estimated HVAC Cost",
    answers: [num("homeSize", "2000"), pick("systemType", "heat-pump"), pick("efficiency", "high"), pick("ductwork", "partial"), pick("currentAge", "old")],
    value: "$9,950",
    details: {
      "Estimated Range": "$8,955 - $11,940",
      "Recommended Capacity": "55,000 BTU",
      "System Size": "4.6 tons",
      "Estimated Annual Savings": "$500",
      "Expected Lifespan": "15-20 years",
    },
    chart: "range",
  },
  {
    type: "home-improvement",
    title: "Your Estimated Renovation Cost",
    answers: [pick("projectType", "kitchen"), pick("scope", "moderate"), pick("size", "medium"), pick("timeline", "2-3months"), pick("homeValue", "300-500k")],
    value: "$30,000",
    details: { "Estimated Range": "$24,000 - $39,000", Timeline: "4-8 weeks", "ROI Recovery": "70%", "Estimated Value Added": "$21,000" },
    chart: "range",
  },
  {
    type: "electrical",
    title: "Your Estimated Electrical Cost",
    answers: [pick("projectType", "panel-upgrade"), pick("homeSize", "large"), pick("currentPanel", "200"), pick("complexity", "moderate"), pick("urgency", "soon")],
    value: "$4,298",
    details: {
      "Estimated Range": "$3,653 - $5,158",
      Timeline: "1-2 days",
      "Permit Required": "Yes (included in estimate)",
      Warranty: "1-2 years on labor",
    },
    chart: "range",
  },
  {
    type: "plumbing",
    title: "Your Estimated Plumbing Cost",
    answers: [pick("projectType", "water-heater"), pick("homeSize", "2"), pick("waterHeaterType", "tankless-gas"), pick("pipeAge", "mid"), pick("urgency", "urgent")],
    value: "$3,960",
    details: { "Estimated Range": "$3,366 - $4,950", Timeline: "4-8 hours", "Permit Required": "Possibly", Warranty: "1-5 years depending on parts" },
    chart: "range",
  },
];

const withoutJs: Flow[] = [
  {
    type: "roofing",
    title: "Your Estimated Roofing Cost",
    answers: [num("roofSize", "1500"), pick("material", "asphalt"), pick("roofPitch", "steep"), pick("stories", "3+"), pick("timeframe", "urgent")],
    value: "$9,214",
    details: { "Estimated Range": "$7,832 - $10,596", "Cost per Sq Ft": "$6.14", "Expected Lifespan": "20-30 years" },
    chart: "range",
  },
  {
    type: "solar",
    title: "Your Estimated 25-Year Solar Savings",
    answers: [num("monthlyBill", "150"), pick("roofSize", "large"), pick("sunExposure", "excellent"), pick("roofCondition", "new"), pick("goals", "offset100")],
    value: "$41,220",
    details: {
      "System Size": "1.8 kW",
      "System Cost": "$5,400",
      "Federal Tax Credit (30%)": "$1,620",
      "Net Cost": "$3,780",
      "Annual Savings": "$1,800",
      "Monthly Savings": "$150",
      "Payback Period": "2.1 years",
    },
    chart: "payback",
  },
  {
    type: "hvac",
    title: "Your Estimated HVAC Cost",
    answers: [num("homeSize", "1500"), pick("systemType", "complete"), pick("efficiency", "standard"), pick("ductwork", "complete"), pick("currentAge", "veryold")],
    value: "$26,500",
    details: { "Estimated Range": "$23,850 - $31,800", "Recommended Capacity": "41,250 BTU", "System Size": "3.4 tons", "Estimated Annual Savings": "$800" },
    chart: "range",
  },
  {
    type: "home-improvement",
    title: "Your Estimated Renovation Cost",
    answers: [pick("projectType", "bathroom"), pick("scope", "major"), pick("size", "small"), pick("timeline", "asap"), pick("homeValue", "under300k")],
    value: "$13,500",
    details: { "Estimated Range": "$10,800 - $17,550", Timeline: "3-6 weeks", "ROI Recovery": "65%", "Estimated Value Added": "$8,775" },
    chart: "range",
  },
  {
    type: "electrical",
    title: "Your Estimated Electrical Cost",
    answers: [pick("projectType", "ev-charger"), pick("homeSize", "small"), pick("currentPanel", "100"), pick("complexity", "easy"), pick("urgency", "emergency")],
    value: "$1,800",
    details: { "Estimated Range": "$1,530 - $2,160", Timeline: "4-8 hours" },
    chart: "range",
  },
  {
    type: "plumbing",
    title: "Your Estimated Plumbing Cost",
    answers: [pick("projectType", "repiping"), pick("homeSize", "3"), pick("waterHeaterType", "na"), pick("pipeAge", "very-old"), pick("urgency", "emergency")],
    value: "$19,110",
    details: { "Estimated Range": "$16,244 - $23,888", Timeline: "3-5 days", "Permit Required": "Yes" },
    chart: "range",
  },
];

/** axe: no serious or critical violation in the current state of the page. */
async function expectAccessible(page: Page, state: string) {
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${state}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(bad).toEqual([]);
}

const REFERENCE = /THP-[2-9A-HJKMNP-Z]{6}/;

/** With JavaScript: wait until the questionnaire is interactive (hydrated). */
async function ready(page: Page) {
  await expect(page.locator("[data-calculator][data-ready]")).toBeVisible();
}

function questionHeading(page: Page) {
  return page.locator("[data-calculator] h2").first();
}

async function answer(page: Page, a: Answer) {
  if (a.kind === "number") await page.locator(`input[name="${a.id}"]`).fill(a.value);
  else await page.locator(`input[type="radio"][name="${a.id}"][value="${a.value}"]`).check();
}

/** Answers every question, checking the counter, the progress bar and the button labels on the way. */
async function answerAll(page: Page, flow: Flow) {
  const total = flow.answers.length;
  for (const [i, a] of flow.answers.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    const bar = page.getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuenow", String(i + 1));
    await expect(bar).toHaveAttribute("aria-valuemax", String(total));
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(i === 0 ? 0 : 1);
    await answer(page, a);
    await page.getByRole("button", { name: i === total - 1 ? "Continue" : "Next", exact: true }).click();
  }
}

async function fillContact(page: Page, name = "Jane Homeowner") {
  await expect(page.getByRole("heading", { name: "Almost there!" })).toBeVisible();
  await expect(page.getByText("Enter your details to see your personalized estimate")).toBeVisible();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill("jane.homeowner@example.com");
  await page.getByLabel("Mobile Number").fill("(212) 555-0147");
  await page.getByLabel("Address").fill("350 Fifth Avenue, New York, NY");
  await page.getByRole("button", { name: "Get My Estimate" }).click();
}

async function checkResult(page: Page, flow: Flow) {
  const result = page.getByTestId("calculator-result");
  await expect(result.getByRole("heading", { level: 2, name: flow.title })).toBeVisible();
  await expect(page.getByTestId("result-value")).toHaveText(flow.value);
  const details = page.getByTestId("result-details");
  for (const [label, value] of Object.entries(flow.details)) {
    const row = details.locator("div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(row.locator("dd")).toHaveText(value);
  }
  if (flow.chart === "payback") {
    const chart = page.getByTestId("payback-chart");
    await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /after about 2\.1 years/);
    await expect(chart.locator("table")).toContainText(flow.details["Net Cost"] ?? "");
  } else {
    const range = (flow.details["Estimated Range"] ?? "").split(" - ");
    await expect(page.getByTestId("range-chart").getByRole("img")).toHaveAttribute(
      "aria-label",
      `Estimated range from ${range[0]} to ${range[1]}, with an estimate of ${flow.value}.`,
    );
  }
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/NaN|Infinity|undefined/);
  // No way back from the result.
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
}

/** The stored lead becomes a quote request: only ZIP, number of pros and consent are asked. */
async function connect(page: Page, pros: "1" | "2" | "3") {
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await expect(page.locator('input[name="pros"][value="3"]')).toBeChecked();
  await page.getByLabel("ZIP Code of the project").fill("10001");
  await page.locator(`input[name="pros"][value="${pros}"]`).check();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Connect with Local Contractors" }).click();
  await expect(page.getByRole("heading", { name: "Your quote request is on its way!" })).toBeVisible();
  await expect(page.getByTestId("quote-reference")).toHaveText(REFERENCE);
  const who = pros === "1" ? "pro" : "pros";
  await expect(page.getByText(new RegExp(`Up to ${pros} verified ${who} near .+, NY will contact you within 24 hours\\.`))).toBeVisible();
}

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

    for (const [id, value] of [["material", "metal"], ["roofPitch", "low"], ["stories", "1"], ["timeframe", "planning"]] as const) {
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
    await page.getByLabel("Mobile Number").fill("(212) 555-0147");
    await page.getByLabel("Address").fill("   ");
    await getEstimate.click();
    await expect(allRequired).toBeVisible();
    // The server checks the mobile number and says so under the field.
    await page.getByLabel("Address").fill("1 Main St, Albany, NY");
    await page.getByLabel("Mobile Number").fill("(800) 555-0100");
    await getEstimate.click();
    await expect(page.locator("#calc-mobile-error")).toHaveText("Enter a valid US mobile number");
    await expect(page.getByLabel("Mobile Number")).toHaveAttribute("aria-describedby", "calc-mobile-error");
    await expect(allRequired).toHaveCount(0);
    await page.getByLabel("Mobile Number").fill("(212) 555-0147");
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
    for (const [id, value] of [["roofSize", "small"], ["sunExposure", "limited"], ["roofCondition", "older"], ["goals", "starter"]] as const) {
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
    await page.getByLabel("Mobile Number").fill("212-555-0199");
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
      form: { intent: "estimate", step: "5", roofSize: "2000", material: "gold", roofPitch: "low", stories: "1", timeframe: "soon", fullName: "A B", email: "a@example.com", mobile: "2125550147", address: "1 Main St" },
    });
    expect(tampered.status()).toBe(422);
    expect(await tampered.text()).toContain("Please choose one of the options");
    const unknown = await request.get("/calculators/gardening");
    expect(unknown.status()).toBe(404);
    const unknownPost = await request.post("/calculators/gardening", { form: { intent: "next", step: "0" } });
    expect(unknownPost.status()).toBe(404);
  });
});
