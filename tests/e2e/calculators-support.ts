/** Flows and steps shared by the calculator e2e specs (with and without JavaScript). */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type Answer = { id: string; value: string; kind: "number" | "radio" };
export type Flow = {
  type: string;
  title: string;
  answers: Answer[];
  /** The large value of the result screen. */
  value: string;
  details: Record<string, string>;
  chart: "range" | "payback";
};

export const num = (id: string, value: string): Answer => ({ id, value, kind: "number" });
export const pick = (id: string, value: string): Answer => ({ id, value, kind: "radio" });

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
export const withJs: Flow[] = [
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
    answers: [
      pick("projectType", "panel-upgrade"),
      pick("homeSize", "large"),
      pick("currentPanel", "200"),
      pick("complexity", "moderate"),
      pick("urgency", "soon"),
    ],
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
    answers: [
      pick("projectType", "water-heater"),
      pick("homeSize", "2"),
      pick("waterHeaterType", "tankless-gas"),
      pick("pipeAge", "mid"),
      pick("urgency", "urgent"),
    ],
    value: "$3,960",
    details: { "Estimated Range": "$3,366 - $4,950", Timeline: "4-8 hours", "Permit Required": "Possibly", Warranty: "1-5 years depending on parts" },
    chart: "range",
  },
];

export const withoutJs: Flow[] = [
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
    answers: [
      num("homeSize", "1500"),
      pick("systemType", "complete"),
      pick("efficiency", "standard"),
      pick("ductwork", "complete"),
      pick("currentAge", "veryold"),
    ],
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
    answers: [
      pick("projectType", "ev-charger"),
      pick("homeSize", "small"),
      pick("currentPanel", "100"),
      pick("complexity", "easy"),
      pick("urgency", "emergency"),
    ],
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
export async function expectAccessible(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${state}: ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(bad).toEqual([]);
}

export const REFERENCE = /THP-[2-9A-HJKMNP-Z]{6}/;

/** With JavaScript: wait until the questionnaire is interactive (hydrated). */
export async function ready(page: Page) {
  await expect(page.locator("[data-calculator][data-ready]")).toBeVisible();
}

export function questionHeading(page: Page) {
  return page.locator("[data-calculator] h2").first();
}

export async function answer(page: Page, a: Answer) {
  if (a.kind === "number") await page.locator(`input[name="${a.id}"]`).fill(a.value);
  else await page.locator(`input[type="radio"][name="${a.id}"][value="${a.value}"]`).check();
}

/** Answers every question, checking the counter, the progress bar and the button labels on the way. */
export async function answerAll(page: Page, flow: Flow) {
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

export async function fillContact(page: Page, name = "Jane Homeowner") {
  await expect(page.getByRole("heading", { name: "Almost there!" })).toBeVisible();
  await expect(page.getByText("Enter your details to see your personalized estimate")).toBeVisible();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill("jane.homeowner@example.com");
  await page.getByLabel("Mobile Number").fill("(212) 555-2147");
  await page.getByLabel("Address").fill("350 Fifth Avenue, New York, NY");
  await page.getByRole("button", { name: "Get My Estimate" }).click();
}

export async function checkResult(page: Page, flow: Flow) {
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

/**
 * The two questions every lead answers (the quote form asks them too): when, and whether the visitor owns the home.
 * A calculator that asked when already (roofing's timeframe, home improvement's timeline) carries that answer and does
 * not ask again; the page is rendered by then, so the count is final.
 */
export async function answerRequiredProjectQuestions(page: Page) {
  const timeline = page.getByLabel("When do you need the work done?");
  if ((await timeline.count()) > 0) await timeline.selectOption("within-month");
  await page.getByLabel("Do you own the property?").selectOption("owner");
}

/** The stored lead becomes a quote request: only ZIP, the two required project questions, number of pros and consent are asked. */
export async function connect(page: Page, pros: "1" | "2" | "3") {
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await expect(page.locator('input[name="pros"][value="3"]')).toBeChecked();
  await page.getByLabel("ZIP Code of the project").fill("10001");
  await answerRequiredProjectQuestions(page);
  await page.locator(`input[name="pros"][value="${pros}"]`).check();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Connect with Local Contractors" }).click();
  await expect(page.getByRole("heading", { name: "Your quote request is on its way!" })).toBeVisible();
  await expect(page.getByTestId("quote-reference")).toHaveText(REFERENCE);
  await expect(page.getByTestId("serving-pros")).toContainText(/(\d+ verified \S.* serves? 10001\.|No verified \S.* serve 10001 yet\.)/);
}
