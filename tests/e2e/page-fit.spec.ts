/**
 * No page is wider than a phone: at 320 and 390 px every route (public, homeowner, contractor, admin, sign-in pages)
 * fits the viewport, in the states that widen pages: a purchase confirmation open, a contractor with a very long
 * business name and a very long e-mail, those values in the admin lists and detail pages. A page that overflows is
 * named with its widest element (the one whose right edge lies furthest past the viewport, outside any scroller).
 *
 * One signed-in page per role, routes visited in a loop at each width; every overflow is collected, then reported.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { publicRoutes } from "../../app/public-routes.ts";
import { clientValidationReady, unique, uniquePhone } from "./forms-support";
import { acceptInvitation, submitApplication } from "./support/contractor-application";
import { approveWithDocumentDates } from "./support/admin-approval";
import { linkInMail } from "./support/mail";
import { guardPage } from "./support/page-guard";
import { ADMIN_EMAIL, DEMO_PASSWORD, signInAsAdmin, signInWith } from "./support/sign-in";

const WIDTHS = [320, 390];
const DEMO_PRO = "hvac@demo.trustedhomepros.com";
const DEMO_PROFILES = ["/contractors/skyline-roofing-co", "/contractors/brooklyn-comfort-hvac", "/contractors/queens-pipe-drain"];

/** null when the page fits; otherwise the document's width and the widest element that sticks out. */
async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const viewport = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return null;
    // An element inside a horizontal scroller that fits (a table wrapper, the tab bars) may reach past the edge: the
    // scroller clips it. A scroller that is itself too wide clips nothing of the page.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible" && p.getBoundingClientRect().right <= viewport + 0.5) return true;
      }
      return false;
    };
    const rightOf = (el: Element | null) => (el ? el.getBoundingClientRect().right : 0);
    // The widest element, and the one the overflow starts from: the outermost that sticks out of a parent that fits.
    let widest: Element | null = null;
    let origin: Element | null = null;
    let right = viewport;
    for (const el of document.body.querySelectorAll("*")) {
      const edge = rightOf(el);
      // A closed menu's content keeps a layout box in Chromium, but nobody sees it.
      const hidden = el.closest("details:not([open]) > :not(summary)") !== null;
      if (edge <= viewport + 0.5 || hidden || clipped(el)) continue;
      if (!origin && rightOf(el.parentElement) <= viewport + 0.5) origin = el;
      if (edge > right) {
        right = edge;
        widest = el;
      }
    }
    const name = (el: Element) => {
      const cls = typeof el.className === "string" ? el.className.trim().split(/\s+/).slice(0, 6).join(".") : "";
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls ? `.${cls}` : ""}>`;
    };
    const describe = (el: Element | null) =>
      el
        ? `${name(el)} "${(el.textContent ?? "").trim().slice(0, 40)}" reaches ${Math.round(rightOf(el))} px`
        : "none (an absolute element whose containing block is outside its scroller?)";
    const what = `widest ${describe(widest)}; starts at ${describe(origin)}`;
    return `${width} px wide: ${what}`;
  });
}

type Visit = { page: Page; path: string; label?: string };

async function checkAll(visits: Visit[], width: number, failures: string[]) {
  for (const { page, path, label } of visits) {
    await page.setViewportSize({ width, height: 800 });
    const response = await page.goto(path);
    expect(response?.status() ?? 0, `${path} answered`).toBeLessThan(500);
    const overflow = await overflowOf(page);
    if (overflow) failures.push(`${width} px ${label ?? path}: ${overflow}`);
  }
}

async function newPage(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

/** The first link on `listPath` whose href starts with `prefix`, as a path. */
async function firstLink(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href", { timeout: 10_000 });
  expect(href, `a link to ${prefix}… on ${listPath}`).toBeTruthy();
  return new URL(href!, "http://x").pathname;
}

test("every page fits at 320 and 390 px, with long names, long e-mails and an open purchase confirmation", async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const id = unique();
  // Unbroken words are the hard case: nothing can wrap them but overflow-wrap.
  const business = `Supercalifragilisticexpialidocious-Renovations-${id}`.padEnd(100, "X").slice(0, 100);
  const proEmail = `averyveryverylongmailboxname.${id}@extraordinarily-long-domain-name-for-layout-checks.com`;
  const homeownerEmail = `homeowner.with.a.remarkably.long.address.${id}@another-very-long-domain-for-checks.com`;
  const visitor = await newPage(browser, baseURL!);
  const admin = await newPage(browser, baseURL!);
  const pro = await newPage(browser, baseURL!);
  const demoPro = await newPage(browser, baseURL!);
  const unguarded = await (await browser.newContext()).newPage();

  // A contractor with the long name and e-mail applies; the admin approves; the invitation link is kept for its page.
  await submitApplication(visitor.page, {
    business,
    first: "Bartholomew",
    last: "Vanderbilt-Featherstonehaugh",
    email: proEmail,
    phone: uniquePhone(),
    license: "NY-PL-9981234567",
    years: "12",
    category: "plumbing",
    areas: "Honolulu\n96813",
    insurer: "The Extraordinarily Comprehensive Mutual Insurance Company",
  });
  await signInAsAdmin(admin.page);
  await admin.page.goto("/admin/applications?status=submitted");
  const applicationPath = (await admin.page.getByRole("link", { name: business }).getAttribute("href"))!;
  await admin.page.goto(applicationPath);
  await approveWithDocumentDates(admin.page);
  await expect(admin.page.getByText("Application approved. The contractor account was created")).toBeVisible();
  const invitePath = await linkInMail(proEmail, /\/invite\//);
  await checkAll([{ page: visitor.page, path: invitePath, label: "/invite/:token" }], WIDTHS[0]!, []);
  const contractorPath = await firstLink(admin.page, `/admin/contractors?q=${encodeURIComponent(proEmail)}`, "/admin/contractors/");

  // A homeowner asks for quotes (long e-mail): the private request page, and the request in the admin console.
  await visitor.page.goto("/get-quotes");
  const quote = visitor.page.locator("#quote-form form");
  await clientValidationReady(quote);
  await quote.getByLabel("Full Name").fill("Maximiliana Throckmorton-Delacroix");
  await quote.getByLabel("Email").fill(homeownerEmail);
  await quote.getByLabel("Mobile Phone").fill(uniquePhone());
  await quote.getByLabel("ZIP Code").fill("96813");
  await quote.getByLabel("Project Type").selectOption("plumbing");
  await quote.getByLabel("When do you need the work done?").selectOption("within-month");
  await quote.getByLabel("Do you own the property?").selectOption("owner");
  await quote.getByLabel("Project Details").fill(`Replace the water heater (${id}); ${"the-basement-is-hard-to-reach-".repeat(4)}`);
  await quote.getByRole("checkbox").check();
  await quote.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(visitor.page.getByTestId("quote-reference")).toBeVisible();
  const confirmationPath = new URL(visitor.page.url()).pathname + new URL(visitor.page.url()).search;
  const requestPath = await linkInMail(homeownerEmail, /\/my-request\//);

  // A message with long values, for the admin's message pages.
  await visitor.page.goto("/contact");
  const message = visitor.page.locator("#message form");
  await clientValidationReady(message);
  await message.getByLabel("First Name").fill("Wolfeschlegelsteinhausenbergerdorff");
  await message.getByLabel("Last Name").fill("Featherstonehaugh");
  await message.getByLabel("Email").fill(homeownerEmail);
  await message.getByLabel("I am a...").selectOption("homeowner");
  await message.getByLabel("Message").fill(`https://example.com/${"a-very-long-path-segment-".repeat(6)}${id}`);
  await message.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.page.getByRole("heading", { name: "Message sent!" })).toBeVisible();

  const quoteRequestPath = await firstLink(admin.page, `/admin/leads?q=${encodeURIComponent(homeownerEmail)}`, "/admin/quote-requests/");
  const messagePath = await firstLink(admin.page, "/admin/messages", "/admin/messages/");

  // The pro with the long name, signed in from its invitation; the demo pro, whose offered lead opens a confirmation.
  await acceptInvitation(pro.page, invitePath, `fit-${id}-correct-horse`);
  await signInWith(demoPro.page, DEMO_PRO, /\/pro$/);
  const leadId = await demoPro.page.getByTestId("available-lead").first().getAttribute("data-lead-id");
  expect(leadId, "an available lead for the demo pro").toBeTruthy();
  const boughtLead = await demoPro.page
    .goto("/pro/leads")
    .then(() => demoPro.page.locator('main a[href^="/pro/leads/"]').evaluateAll((links) => links[0]?.getAttribute("href") ?? null));

  // The two-factor step of a sign-in, left unanswered; a reset link of the long e-mail.
  await unguarded.goto("/login");
  await unguarded.getByLabel("Email").fill(ADMIN_EMAIL);
  await unguarded.getByLabel("Password").fill(DEMO_PASSWORD);
  await unguarded.getByRole("button", { name: "Sign in" }).click();
  await expect(unguarded).toHaveURL(/\/login\/code/);
  const codePage = unguarded;
  const resetPage = await (await browser.newContext()).newPage();
  await resetPage.goto("/forgot-password");
  await resetPage.getByLabel("Email").fill(proEmail);
  await resetPage.getByRole("button", { name: "Send reset link" }).click();
  const resetPath = await linkInMail(proEmail, /\/reset-password\//);
  const month = new Date().toISOString().slice(0, 7);

  const visits: Visit[] = [
    ...publicRoutes.map((r) => ({ page: visitor.page, path: r.path })),
    ...DEMO_PROFILES.map((path) => ({ page: visitor.page, path })),
    { page: visitor.page, path: "/find-contractors/search?category=plumbing&where=11375" },
    { page: visitor.page, path: confirmationPath, label: "/get-quotes/confirmation" },
    { page: visitor.page, path: requestPath, label: "/my-request/:token" },
    { page: visitor.page, path: "/login" },
    { page: visitor.page, path: "/forgot-password" },
    { page: resetPage, path: resetPath, label: "/reset-password/:token" },
    { page: codePage, path: "/login/code" },
    // Unknown or spent tokens answer 4xx by design: an unguarded page.
    { page: resetPage, path: "/unlock/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", label: "/unlock/:token" },
    { page: resetPage, path: "/no-such-page", label: "not found" },
    ...[
      "/pro",
      "/pro/leads",
      "/pro/balance",
      "/pro/settings",
      "/pro/integrations",
      "/pro/reviews",
      "/pro/billing",
      `/pro/billing/statements/${month}`,
      "/pro/documents",
      "/pro/account",
      "/account/two-factor",
    ].map((path) => ({ page: pro.page, path, label: `${path} (long name)` })),
    { page: demoPro.page, path: `/pro?confirm=${leadId}`, label: "/pro with a purchase confirmation open" },
    ...(boughtLead ? [{ page: demoPro.page, path: boughtLead, label: "/pro/leads/:purchaseId" }] : []),
    { page: demoPro.page, path: "/pro/billing", label: "/pro/billing (demo)" },
    ...[
      "/admin",
      "/admin/applications",
      "/admin/applications?status=approved",
      "/admin/returns",
      "/admin/held-requests",
      "/admin/contractors",
      "/admin/leads",
      "/admin/lead-quality",
      "/admin/prices",
      "/admin/messages",
      "/admin/outbox",
      "/admin/audit",
      "/admin/reviews",
      "/admin/enterprise-requests",
      "/admin/documents",
      "/admin/settings",
    ].map((path) => ({ page: admin.page, path })),
    { page: admin.page, path: applicationPath, label: "/admin/applications/:id" },
    { page: admin.page, path: contractorPath, label: "/admin/contractors/:id" },
    { page: admin.page, path: quoteRequestPath, label: "/admin/quote-requests/:id" },
    { page: admin.page, path: messagePath, label: "/admin/messages/:id" },
  ];
  const failures: string[] = [];
  for (const width of WIDTHS) await checkAll(visits, width, failures);
  expect(failures).toEqual([]);
  expect([...visitor.problems, ...admin.problems, ...pro.problems, ...demoPro.problems]).toEqual([]);
});
