/**
 * The 4-star rule as the people it concerns see it: Budget Roof Repair (3.0 from 4 reviews in the demo data) sees
 * why it gets no leads on /pro, with links to reply to its reviews and to ask us; an admin grants it an exception
 * with a reason on its contractor page (the leads come back), then revokes it (they stop again).
 */
import { expect, test } from "@playwright/test";
import { signInAsAdmin, signInWith } from "./support/sign-in";

const BUDGET = "roofing.6@demo.trustedhomepros.com";
const SENTENCE =
  "Your rating is 3.0 from 4 reviews. Leads go to pros rated 4.0 or higher once they have 3 reviews. Reply to your reviews, or ask us to review your account.";

test("a pro below the 4-star rule is told why and what to do; an admin's exception lets it buy until revoked", async ({ browser }) => {
  const pro = await browser.newPage();
  await signInWith(pro, BUDGET, /\/pro$/);
  const banner = pro.getByTestId("rating-bar-banner");
  await expect(banner).toContainText(SENTENCE);
  await expect(banner.getByRole("link", { name: "Reply to your reviews" })).toHaveAttribute("href", "/pro/reviews");
  await expect(banner.getByRole("link", { name: "Ask us to review your account" })).toHaveAttribute("href", "/contact");
  await expect(pro.getByTestId("available-lead")).toHaveCount(0);

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/contractors");
  await admin.getByRole("link", { name: "Budget Roof Repair" }).click();
  const standing = admin.getByTestId("rating-bar-standing");
  await expect(standing).toContainText("Rated 3.0 from 4 reviews. Below the bar");
  await admin.getByLabel("Reason for the exception").fill("Reviewed the jobs behind the low reviews.");
  await admin.getByRole("button", { name: "Grant exception" }).click();
  await expect(admin.getByText("Exception to the 4-star rule granted")).toBeVisible();
  await expect(standing).toContainText("Exception since");

  await pro.reload();
  await expect(pro.getByTestId("rating-bar-banner")).toHaveCount(0);

  await admin.getByLabel("Reason for revoking the exception").fill("Test over: the rule applies again.");
  await admin.getByRole("button", { name: "Revoke exception" }).click();
  await expect(admin.getByText("Exception to the 4-star rule revoked.")).toBeVisible();
  await pro.reload();
  await expect(pro.getByTestId("rating-bar-banner")).toContainText(SENTENCE);
});
