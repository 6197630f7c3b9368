/**
 * Signing in for real, in Chromium: the demo admin gives its e-mail and
 * password on /login, then a code from its authenticator app on /login/code,
 * and lands on the console. The other specs sign in through the e2e server's
 * session fixture (support/sign-in.ts, decision 0045) and do not wait for a
 * two-factor time step; this one does, once.
 */
import { expect, test } from "@playwright/test";
import { guardPage } from "./support/page-guard";
import { ADMIN_EMAIL, DEMO_PASSWORD, signInThroughLogin } from "./support/sign-in";

test("the demo admin signs in on /login with the password and a two-factor code, and reaches the console", async ({ page, baseURL }) => {
  const problems = guardPage(page, baseURL!);
  await page.goto("/admin/applications");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fapplications$/);
  await signInThroughLogin(page, ADMIN_EMAIL, DEMO_PASSWORD, /\/admin\/applications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  expect(problems).toEqual([]);
});
