/**
 * Every admin page: one h1, noindex, no console error, no serious axe
 * violation and no element with conflicting Tailwind classes. One test per page on one signed-in page, in order: the
 * admin signs in once, in beforeAll (through the session fixture, support/sign-in.ts), and each page gets its own
 * time budget (the sweep as a single test ran out of its 180 s on a loaded CI machine).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoConflictingClasses } from "./support/class-conflicts";
import { guardPage } from "./support/page-guard";
import { ADMIN_EMAIL, signInWith } from "./support/sign-in";

test.describe.configure({ mode: "serial" });

let context: BrowserContext;
let page: Page;
let problems: string[];

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // A context of its own, not browser.newPage(): axe runs its frames through the context.
  context = await browser.newContext({ baseURL });
  page = await context.newPage();
  await signInWith(page, ADMIN_EMAIL, /\/admin$/, { from: "/login" });
  problems = guardPage(page, baseURL!);
});

test.afterAll(async () => {
  await context?.close();
});

/** The page at `path` passes the checks; problems the page guard saw while it loaded fail this page's test. */
async function audit(path: string): Promise<void> {
  problems.length = 0;
  await page.goto(path, { waitUntil: "networkidle" });
  await expect(page.locator("h1"), path).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", /noindex/);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${path} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
  expect(bad).toEqual([]);
  expect(problems).toEqual([]);
  expectNoConflictingClasses(await page.content(), path);
}

const LISTS = [
  "/admin",
  "/admin/applications",
  "/admin/returns",
  "/admin/held-requests",
  "/admin/contractors",
  "/admin/leads",
  "/admin/lead-quality",
  "/admin/messages",
  "/admin/messages?kind=pricing",
  "/admin/messages?kind=careers",
  "/admin/outbox",
  "/admin/audit",
];

for (const path of LISTS) {
  test(`admin page ${path}`, async () => {
    await audit(path);
  });
}

// One detail page of each kind, found through its list.
for (const list of ["/admin/contractors", "/admin/leads", "/admin/applications"]) {
  test(`first detail page linked from ${list}`, async () => {
    await page.goto(list);
    const href = await page.locator("tbody a").first().getAttribute("href");
    expect(href, list).toBeTruthy();
    await audit(href!);
  });
}
