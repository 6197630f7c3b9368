/**
 * Verified reviews (decision 0026) end to end in Chromium: the demo seed's four-day-old sale gets its review invitation at start →
 * the link from the admin outbox opens the review form (no JavaScript) → the homeowner reviews Skyline Roofing →
 * /pro/reviews shows it with the new rating → the pro replies once → an admin hides it with a reason → the rating
 * goes back to the visible reviews'.
 *
 * Other specs share the server, but none writes reviews: Skyline (a demo pro with a printed password) has none but this one.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { unique } from "./forms-support";
import { guardPage } from "./support/page-guard";
import { signInWith } from "./support/sign-in";
import { linkInMail } from "./support/mail";

const HOMEOWNER = "reviewer100@example.com";

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const problems = guardPage(page, baseURL);
  // Through the session fixture: no two-factor wait for the demo admin (tests/e2e/support/sign-in.ts).
  await signInWith(page, email, undefined, { from: "/login" });
  return { page, problems };
}

test("invitation e-mail → review form → /pro/reviews → reply → admin hides → rating follows", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const id = unique();
  const admin = await signedIn(browser, baseURL!, "admin@demo.trustedhomepros.com");

  // 1. The review job ran at start: the invitation is in the outbox (reloaded until it is).
  const invitation = admin.page.getByRole("listitem").filter({ hasText: "review.invitation" });
  await expect(async () => {
    await admin.page.goto(`/admin/outbox?to=${encodeURIComponent(HOMEOWNER)}`);
    await expect(invitation).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await invitation.getByText("Message text").click();
  await expect(invitation).toContainText("How did it go?");
  // Hidden from the admin (the token is the homeowner's proof); the homeowner's mail has it.
  await expect(invitation).toContainText("/reviews/…");
  const reviewPath = await linkInMail(HOMEOWNER, /\/reviews\//);
  expect(reviewPath).toMatch(/^\/reviews\/[A-Za-z0-9_-]{43}$/);

  // 2. The homeowner's review: a plain form, no JavaScript, never cached.
  const homeowner = await (await browser.newContext()).newPage();
  const homeownerProblems = guardPage(homeowner, baseURL!);
  const response = await homeowner.goto(reviewPath);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(homeowner.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  await expect(homeowner.getByRole("heading", { level: 1, name: "Review Skyline Roofing Co." })).toBeVisible();
  await homeowner.getByRole("radio", { name: /^1 star/ }).check();
  await homeowner.getByLabel("Your review (optional)").fill(`Never called back after the visit (${id}).`);
  await homeowner.getByRole("radio", { name: "No" }).check();
  await homeowner.getByRole("button", { name: "Send my review" }).click();
  await expect(homeowner.getByText("Thank you! Your review is published with the pro's rating.")).toBeVisible();
  // The link works once.
  await homeowner.goto(reviewPath);
  await expect(homeowner.getByText("We have already received your review of this pro. Thank you!")).toBeVisible();

  // 3. The pro sees it, with its first rating, and replies once.
  const pro = await signedIn(browser, baseURL!, "roofing@demo.trustedhomepros.com");
  await pro.page.getByRole("link", { name: "Reviews", exact: true }).click();
  await expect(pro.page).toHaveURL(/\/pro\/reviews$/);
  await expect(pro.page.getByTestId("my-rating")).toContainText("1.0 out of 5 (1 review)");
  const mine = pro.page.getByTestId("review").filter({ hasText: id });
  await expect(mine.getByTestId("review-stars")).toHaveAttribute("data-stars", "1");
  await mine.getByLabel("Your public reply (once)").fill(`We are sorry; we have called you today (${id}).`);
  await mine.getByRole("button", { name: "Publish reply" }).click();
  await expect(mine.getByText("Your reply is published under the review.")).toBeVisible();
  await expect(mine.getByTestId("review-reply")).toContainText(`We are sorry; we have called you today (${id}).`);
  await expect(mine.getByRole("button", { name: "Publish reply" })).toHaveCount(0);

  // 4. An admin hides it with a reason: it leaves the rating.
  await admin.page.goto("/admin/reviews?view=all");
  const listed = admin.page.getByTestId("review").filter({ hasText: id });
  await listed.getByLabel("Reason (kept in the audit log)").fill("Dispute settled with the homeowner");
  await listed.getByRole("button", { name: "Hide review" }).click();
  await expect(admin.page.getByText("Review hidden: it no longer counts in the pro's rating.")).toBeVisible();
  await expect(admin.page.getByTestId("review").filter({ hasText: id }).getByTestId("review-hidden")).toContainText("Dispute settled with the homeowner");

  await pro.page.reload();
  await expect(pro.page.getByTestId("my-rating")).toContainText("Your rating: No reviews yet.");
  await expect(mine.getByTestId("review-hidden")).toBeVisible();

  expect([...admin.problems, ...homeownerProblems, ...pro.problems]).toEqual([]);
  for (const page of [admin.page, homeowner, pro.page]) await page.context().close();
});
