/**
 * The homeowner's side end to end in Chromium as ONE journey: a contractor who
 * serves Anchorage (99501) is approved → a homeowner there asks for quotes and
 * is told the truth ("1 verified electrician serves 99501.") → the private
 * link from the confirmation e-mail (admin outbox) opens the request page
 * (no React, not cached, no referrer) → the pro buys the lead → the open page
 * updates by itself and names the pro; the homeowner's "who will call" e-mail
 * is queued → the review invitation → a review → Find Contractors and the
 * pro's profile show it → stop new contacts → delete my data.
 *
 * Other specs share the server and database: this run's own contractor, far
 * from every demo contractor, is the only one who can buy the lead.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { clientValidationReady, unique } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { acceptInvitation, submitApplication } from "./support/contractor-application";
import { approveWithDocumentDates } from "./support/admin-approval";
import { ADMIN_EMAIL, signInWith } from "./support/sign-in";
import { linkInMail } from "./support/mail";

const ZIP = "99501";

async function newPage(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

/** The first link to `pathPart` in a message of `kind` to `to`, as a path on this server. */
test("approved pro → quote request told the truth → private link → request page → the pro buys → the page names it → review → search and profile → stop contacts → delete my data", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const id = unique();
  const business = `Northern Lights Electric ${id}`;
  const proEmail = `owner.${id}@homeowner-journey.com`;
  const proPassword = `journey-${id}-correct-horse`;
  const homeownerEmail = `home.${id}@example.com`;
  // From 2000 up: 555-01xx (fictional) and 555-1212 (directory assistance) are refused.
  const last4 = String(2000 + (Number.parseInt(id.slice(-6), 36) % 7999));
  const visitor = await newPage(browser, baseURL!);
  const admin = await newPage(browser, baseURL!);

  // 1. An electrician in Anchorage applies; the admin approves; the pro sets a password from the invitation.
  await submitApplication(visitor.page, {
    business,
    first: "Sam",
    last: "Kowalski",
    email: proEmail,
    phone: `(907) 555-${last4}`,
    license: "AK-EL-77120",
    years: "9",
    category: "electrical",
    areas: `Anchorage\n${ZIP}`,
    insurer: "Arctic Mutual",
  });

  // Returning staff find the sign-in link in the header.
  await admin.page.goto("/");
  await admin.page.getByRole("banner").getByRole("link", { name: "Sign In", exact: true }).click();
  await signInWith(admin.page, ADMIN_EMAIL, /\/admin$/);
  await admin.page.goto("/admin/applications?status=submitted");
  await admin.page.getByRole("link", { name: business }).click();
  await approveWithDocumentDates(admin.page);
  await expect(admin.page.getByText("Application approved. The contractor account was created")).toBeVisible();
  const invitePath = await linkInMail(proEmail, /\/invite\//);
  const pro = await newPage(browser, baseURL!);
  await acceptInvitation(pro.page, invitePath, proPassword);

  // 2. A homeowner in Anchorage asks for two electricians: the confirmation counts the one who serves the ZIP.
  await visitor.page.goto("/get-quotes");
  const quote = visitor.page.locator("#quote-form form");
  await clientValidationReady(quote);
  await quote.getByLabel("Full Name").fill("Jordan Tanaka");
  await quote.getByLabel("Email").fill(homeownerEmail);
  await quote.getByLabel("Mobile Phone").fill(`(907) 555-${String((Number(last4) + 1) % 10000).padStart(4, "0")}`);
  await quote.getByLabel("ZIP Code").fill(ZIP);
  await quote.getByLabel("Project Type").selectOption("electrical");
  await quote.getByLabel("When do you need the work done?").selectOption("within-month");
  await quote.getByLabel("Do you own the property?").selectOption("owner");
  await quote.getByLabel("Project Details").fill(`Panel upgrade to 200 amps (${id}).`);
  await quote.getByRole("radio", { name: "2 pros", exact: true }).check();
  await quote.getByRole("checkbox").check();
  await quote.getByRole("button", { name: "Get My Free Quotes" }).click();
  await expect(visitor.page.getByTestId("serving-pros")).toContainText("1 verified electrician serves 99501.");
  await expect(visitor.page.getByTestId("serving-pros")).toContainText("When that pro takes your request");
  const reference = (await visitor.page.getByTestId("quote-reference").innerText()).trim();

  // 3. The private link from the confirmation e-mail opens the request page: no JavaScript, never cached, no referrer.
  const requestPath = await linkInMail(homeownerEmail, /\/my-request\//);
  expect(requestPath).toMatch(/^\/my-request\/[A-Za-z0-9_-]{43}$/);
  const response = await visitor.page.goto(requestPath);
  expect(response?.status()).toBe(200);
  // Never sent to another site; same-origin (not no-referrer) so the page's plain form posts carry a real Origin.
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(visitor.page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  await expect(visitor.page.getByRole("heading", { level: 1, name: "My Quote Request" })).toBeVisible();
  await expect(visitor.page.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(visitor.page.getByTestId("request-state")).toHaveText("Waiting for pros");
  await expect(visitor.page.getByTestId("request-asked")).toContainText(`Panel upgrade to 200 amps (${id}).`);
  await expect(visitor.page.getByTestId("request-asked")).toContainText("Up to 2");
  // A wrong token: 404 and the way to a fresh link (fetched outside the page, whose guard counts every 404 as a problem).
  const wrong = await visitor.page.request.get(`${requestPath.slice(0, -4)}AAAA`);
  expect(wrong.status()).toBe(404);
  expect(await wrong.text()).toContain('data-testid="request-link-invalid"');

  // 4. The pro tops up and buys the lead.
  await pro.page.getByRole("link", { name: "Balance", exact: true }).click();
  await pro.page.getByLabel("Amount in dollars").fill("100");
  await pro.page.getByRole("button", { name: "Add test funds" }).click();
  await expect(pro.page.getByText("Added $100.00 to your balance.")).toBeVisible();
  await pro.page.getByRole("link", { name: "Available leads", exact: true }).click();
  const card = pro.page
    .getByTestId("available-lead")
    .filter({ hasText: `Anchorage, AK ${ZIP}` })
    .filter({ hasText: id });
  // Two pros were allowed: the request is one card with both spots left, and this pro may buy one of them.
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("slots-left")).toHaveText("2 of 2 spots left");
  await card.getByRole("link", { name: /^Buy lead for \$/ }).click();
  await card.getByRole("button", { name: /^Confirm: buy for \$/ }).click();
  await expect(pro.page).toHaveURL(/\/pro\/leads\/[0-9a-f-]{36}\?bought=1$/);

  // 5. The request page, open all along, updates by itself (its event stream) and names the pro with its verification;
  // the homeowner's "who will call" e-mail is queued.
  await expect(visitor.page.getByTestId("request-state")).toHaveText("Matched with 1 of 2 pros; still open to 1 more");
  const pros = visitor.page.getByTestId("request-pros");
  await expect(pros).toContainText(business);
  // The licence's state: the admin left the default, the state of the pro's first service ZIP (99501).
  await expect(pros).toContainText("Licence AK-EL-77120 (Alaska): verified");
  await expect(pros).toContainText("Insurance (Arctic Mutual): verified");
  await expect(pros.getByRole("link", { name: `(907) 555-${last4}` })).toHaveAttribute("href", `tel:+1907555${last4}`);
  await admin.page.goto(`/admin/outbox?to=${encodeURIComponent(homeownerEmail)}`);
  const news = admin.page.getByRole("listitem").filter({ hasText: "quote-request.pro-assigned" });
  await expect(news).toHaveCount(1);
  await news.getByText("Message text").click();
  await expect(news).toContainText(`${business} (licence AK-EL-77120, insured) will contact you about your electrical request.`);

  // 5b. The review invitation: scripts/e2e-server.ts invites right after a sale (REVIEW_INVITATION_DAYS=0; the
  // integration tests move a clock over the default three days). Five stars → the profile and the search show it.
  const invitation = admin.page.getByRole("listitem").filter({ hasText: "review.invitation" });
  await expect(async () => {
    await admin.page.goto(`/admin/outbox?to=${encodeURIComponent(homeownerEmail)}`);
    await expect(invitation).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const reviewPath = await linkInMail(homeownerEmail, /\/reviews\//);
  const reviewer = await newPage(browser, baseURL!);
  await reviewer.page.goto(reviewPath);
  await expect(reviewer.page.getByRole("heading", { level: 1, name: `Review ${business}` })).toBeVisible();
  await reviewer.page.getByRole("radio", { name: /^5 stars/ }).check();
  await reviewer.page.getByLabel("Your review (optional)").fill(`Panel upgraded in a day, tidy work (${id}).`);
  await reviewer.page.getByRole("radio", { name: "Yes" }).check();
  await reviewer.page.getByRole("button", { name: "Send my review" }).click();
  await expect(reviewer.page.getByText("Thank you! Your review is published with the pro's rating.")).toBeVisible();
  // Find Contractors lists the pro (rated 4+) for electrical work in 99501; its profile shows the review.
  await reviewer.page.goto("/find-contractors");
  await reviewer.page.getByLabel("What do you need?").fill("Electrical");
  await reviewer.page.getByLabel("Where?").fill(ZIP);
  await reviewer.page.getByRole("button", { name: "Find Contractors" }).click();
  const listed = reviewer.page.getByTestId("search-results").getByRole("listitem").filter({ hasText: business });
  await expect(listed).toContainText("1 review");
  await listed.getByRole("link", { name: "See profile and reviews" }).click();
  await expect(reviewer.page.getByRole("heading", { level: 1, name: business })).toBeVisible();
  await expect(reviewer.page.getByTestId("profile-rating")).toContainText("1 verified review");
  await expect(reviewer.page.getByTestId("reviews")).toContainText(`Panel upgraded in a day, tidy work (${id}).`);

  // 6. Stop new contacts (a plain form, no JavaScript): the other lead leaves the market; the buyer sees the notice.
  await visitor.page.getByRole("button", { name: "Stop new contacts" }).click();
  await expect(visitor.page.getByRole("status").filter({ hasText: "your request is off the market" })).toBeVisible();
  await expect(visitor.page.getByTestId("contact-stopped")).toBeVisible();
  await pro.page.getByRole("link", { name: "Available leads", exact: true }).click();
  await expect(pro.page.getByTestId("available-lead").filter({ hasText: id })).toHaveCount(0);
  await pro.page.getByRole("link", { name: "My leads", exact: true }).click();
  await expect(pro.page.getByTestId("my-lead").filter({ hasText: "Jordan Tanaka" }).getByTestId("homeowner-notice")).toHaveText(
    "Homeowner asked for no further contact. Your conversation with the homeowner on Trusted Home Pros is closed.",
  );

  // 7. Delete my data: the browser refuses it without the tick (the server too: integration tests); then erased, the page is gone, the buyer sees the removal.
  const tick = visitor.page.getByRole("checkbox", { name: /I want my name, e-mail, phone number and project details deleted/ });
  await visitor.page.getByRole("button", { name: "Delete my data" }).click();
  await expect(visitor.page.getByTestId("request-privacy")).toBeVisible();
  expect(await tick.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await tick.check();
  await visitor.page.getByRole("button", { name: "Delete my data" }).click();
  await expect(visitor.page.getByTestId("request-deleted")).toContainText("we have deleted your personal data");
  const gone = await visitor.page.request.get(requestPath);
  expect(gone.status()).toBe(404);
  await pro.page.reload();
  const removed = pro.page.getByTestId("my-lead").filter({ hasText: reference });
  await expect(removed.getByTestId("homeowner-notice")).toHaveText("Contact details removed at the homeowner's request.");
  await expect(removed).not.toContainText("Jordan Tanaka");

  expect([...visitor.problems, ...admin.problems, ...pro.problems, ...reviewer.problems]).toEqual([]);
  for (const p of [visitor, admin, pro, reviewer]) await p.page.context().close();
});
