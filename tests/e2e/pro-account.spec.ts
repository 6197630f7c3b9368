/**
 * Self-service (decision 0029) in Chromium: a newly approved contractor changes
 * its password on /pro/account, moves its e-mail with the link from the
 * outbox, turns on two-factor sign-in (the test plays the authenticator app),
 * signs out, and signs back in with the new e-mail, the new password and a code.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { generate } from "otplib";
import { unique, uniquePhone } from "./forms-support";
import { approveWithDocumentDates } from "./support/admin-approval";
import { linkInMail } from "./support/mail";
import { guardPage } from "./support/page-guard";
import { acceptInvitation, submitApplication } from "./support/contractor-application";
import { confirmItsYou, signInAsAdmin, signInThroughLogin } from "./support/sign-in";

async function newPage(browser: Browser, baseURL: string): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: guardPage(page, baseURL) };
}

test("a contractor changes its password and e-mail, turns on two-factor sign-in, and signs in with a code", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const id = unique();
  const business = `Account Test Roofing ${id}`;
  const email = `owner.${id}@account-test.com`;
  const moved = `moved.${id}@account-test.com`;
  const first = `first-${id}-correct-horse`;
  const second = `second-${id}-battery-staple`;
  const visitor = await newPage(browser, baseURL!);
  const admin = await newPage(browser, baseURL!);

  // Apply, get approved, take the invitation from the outbox and set a password.
  await submitApplication(visitor.page, {
    business,
    first: "Jordan",
    last: "Ellis",
    email,
    phone: uniquePhone(),
    license: "NY-554433",
    years: "6",
    category: "roofing",
    areas: "Albany\n12207",
    insurer: "Hudson Mutual",
  });

  await signInAsAdmin(admin.page);
  await admin.page.goto("/admin/applications?status=submitted");
  await admin.page.getByRole("link", { name: business }).click();
  await approveWithDocumentDates(admin.page);
  await expect(admin.page.getByText("Application approved. The contractor account was created")).toBeVisible();
  const invitePath = await linkInMail(email, /\/invite\//);

  const pro = await newPage(browser, baseURL!);
  await acceptInvitation(pro.page, invitePath, first);

  // Password: the current one is required.
  await pro.page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(pro.page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await pro.page.getByLabel("Current password").first().fill("not my password at all");
  await pro.page.getByLabel("New password", { exact: true }).fill(second);
  await pro.page.getByLabel("New password again").fill(second);
  await pro.page.getByRole("button", { name: "Change password" }).click();
  await expect(pro.page.getByText("Your current password is not right.")).toBeVisible();
  await pro.page.getByLabel("Current password").first().fill(first);
  await pro.page.getByLabel("New password", { exact: true }).fill(second);
  await pro.page.getByLabel("New password again").fill(second);
  await pro.page.getByRole("button", { name: "Change password" }).click();
  await expect(pro.page.getByText("Password changed. You were signed out everywhere else.")).toBeVisible();

  // E-mail: "Confirm it's you" first (the password again), then a link to the new address; nothing changes until it is
  // used, in this session.
  await pro.page.getByLabel("New e-mail address").fill(moved);
  await pro.page.getByRole("button", { name: "Send confirmation link" }).click();
  await confirmItsYou(pro.page, second);
  await expect(pro.page.getByText(`We sent a link to ${moved}.`)).toBeVisible();
  await expect(pro.page.getByTestId("account-email")).toHaveText(email);
  const confirmPath = await linkInMail(moved, /\/account\/email\//);
  // Opened in another browser, the link asks to sign in first.
  await visitor.page.goto(confirmPath);
  await expect(visitor.page.getByTestId("email-confirm-sign-in")).toBeVisible();
  await expect(visitor.page.getByRole("button", { name: "Confirm e-mail address" })).toHaveCount(0);
  await pro.page.goto(confirmPath);
  await pro.page.getByRole("button", { name: "Confirm e-mail address" }).click();
  await expect(pro.page.getByText(`Your e-mail address is now ${moved}.`)).toBeVisible();
  await pro.page.goto("/pro/account");
  await expect(pro.page.getByTestId("account-email")).toHaveText(moved);

  // Two-factor sign-in: the password again, the key from the page into the "app", its code back.
  const twoFactor = pro.page.getByRole("region", { name: "Two-factor sign-in" });
  await twoFactor.getByLabel("Current password").fill(second);
  await twoFactor.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await pro.page.getByTestId("totp-secret").textContent())!.trim();
  await pro.page.getByLabel("Code from the app").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await pro.page.getByRole("button", { name: "Turn on" }).click();
  await expect(pro.page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await expect(pro.page.getByTestId("two-factor-status")).toContainText("On.");

  // Sign out, then back in: the old e-mail no longer works; the new one asks for a code after the password.
  await pro.page.getByRole("button", { name: "Log out" }).click();
  await pro.page.goto("/login");
  await pro.page.getByLabel("Email").fill(email);
  await pro.page.getByLabel("Password").fill(second);
  await pro.page.getByRole("button", { name: "Sign in" }).click();
  await expect(pro.page.getByRole("alert")).toHaveText("Invalid email or password");
  await signInThroughLogin(pro.page, moved, second, /\/pro$/, { totpSecret: secret, from: "/login" });
  await expect(pro.page.getByRole("link", { name: "Account", exact: true })).toBeVisible();

  // The refused password, "Confirm it's you" and the wrong sign-ins above answer 400/401/403 on purpose (and the browser logs them).
  const expected = (p: string) =>
    /^HTTP 40[013]: .*\/(pro\/account|login|login\/code)(\.data)?(\?.*)?$/.test(p) || /Failed to load resource: .* 40[013]/.test(p);
  expect([...visitor.problems, ...admin.problems, ...pro.problems.filter((p) => !expected(p))]).toEqual([]);
});
