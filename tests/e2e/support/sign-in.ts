/**
 * The one way the e2e specs sign in: e-mail and password on /login, then, when
 * the account has two-factor sign-in (the demo admin always does: ADMIN_TWO_FACTOR
 * is required by default and scripts/e2e-server.ts fixes DEMO_TOTP_SECRET), a
 * code from the secret on /login/code, as an authenticator app would.
 */
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";

/** scripts/e2e-server.ts fixes the demo accounts' password and the demo admin's TOTP secret. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm";
export const DEMO_TOTP_SECRET = process.env.DEMO_TOTP_SECRET ?? "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const ADMIN_EMAIL = "admin@demo.trustedhomepros.com";

const STEP_MS = 30_000;

/**
 * On /login/code: the code of this moment, else the next one (the server
 * accepts one step of drift). A code is accepted once per account (RFC 6238
 * §5.2), and specs in other workers sign the same admin in, so a step can be
 * taken already: then wait for the next step and try again.
 */
export async function answerCode(page: Page, secret: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = Date.now();
    for (const at of [now, now + STEP_MS]) {
      await page.getByLabel("Code").fill(await generate({ secret, epoch: Math.floor(at / 1000) }));
      await page.getByRole("button", { name: "Verify" }).click();
      const left = await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (left) return;
    }
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 1_000);
  }
  throw new Error("no TOTP code was accepted");
}

/** Sign in on /login (or the page it redirected to); answers the code when asked. `home` is where it must end. */
export async function signInWith(page: Page, email: string, password: string, home?: RegExp, options: { totpSecret?: string; from?: string } = {}): Promise<void> {
  if (options.from !== undefined) await page.goto(options.from);
  else if (!/\/login(\?|$)/.test(page.url())) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  if (/\/login\/code/.test(page.url())) await answerCode(page, options.totpSecret ?? DEMO_TOTP_SECRET);
  if (home) await expect(page).toHaveURL(home);
}

/** The demo admin, signed in. */
export function signInAsAdmin(page: Page, home: RegExp = /\/admin$/): Promise<void> {
  return signInWith(page, ADMIN_EMAIL, DEMO_PASSWORD, home, { from: "/login" });
}
