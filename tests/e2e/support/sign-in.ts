/**
 * How the e2e specs sign in.
 * - signInWith / signInAsAdmin: through the e2e server's session fixture (`POST /__e2e/session`, which only
 *   scripts/e2e-app.ts mounts: decision 0045), the session a sign-in opens after its last step, with no wait for a
 *   two-factor time step. Most specs sign in to test something else.
 * - signInThroughLogin: e-mail and password on /login, then, when the account has two-factor sign-in (the demo
 *   admin always does: ADMIN_TWO_FACTOR is required by default and scripts/e2e-server.ts fixes DEMO_TOTP_SECRET), a
 *   code from the secret on /login/code, as an authenticator app would. For the specs that test signing in.
 */
import { createHash } from "node:crypto";
import { mkdirSync, openSync, closeSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";

/** scripts/e2e-server.ts fixes the demo accounts' password and the demo admin's TOTP secret. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm";
export const DEMO_TOTP_SECRET = process.env.DEMO_TOTP_SECRET ?? "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const ADMIN_EMAIL = "admin@demo.trustedhomepros.com";

const STEP_MS = 30_000;

/**
 * Claims a time step for this secret across the workers of this e2e run (a file per step, created exclusively), so
 * two specs never send the same code (the server refuses a replayed step with a 4xx, which the page guard would
 * count as a problem): the first step after every step already claimed, and not before this moment's. Claims queue
 * up in order: a worker whose step is still ahead waits its turn (answerCode). Taking only this moment's step or the
 * next, and otherwise waiting for the next step to start, let one worker signing in spec after spec win each new
 * step and starve another for minutes (CI: six waits, then "no TOTP code was accepted").
 */
function claimStep(secret: string): number {
  const dir = path.join(tmpdir(), `thp-e2e-totp-${process.env.E2E_PORT ?? "3310"}-${createHash("sha256").update(secret).digest("hex").slice(0, 12)}`);
  mkdirSync(dir, { recursive: true });
  for (;;) {
    const newest = Math.max(0, ...readdirSync(dir).map(Number).filter(Number.isFinite));
    const step = Math.max(Math.floor(Date.now() / STEP_MS), newest + 1);
    try {
      closeSync(openSync(path.join(dir, String(step)), "wx"));
      return step;
    } catch {
      // Another worker took it between the listing and the claim: look again.
    }
  }
}

/**
 * On /login/code: a code of a step no other worker of this run has used (claimStep), sent once the server accepts it
 * (from the start of the step before it: one step of drift). A code is accepted once per account (RFC 6238 §5.2)
 * and specs in other workers sign the same admin in; should the server refuse it all the same, another step is tried.
 */
export async function answerCode(page: Page, secret: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const step = claimStep(secret);
    const acceptedFrom = (step - 1) * STEP_MS + 500;
    if (Date.now() < acceptedFrom) await page.waitForTimeout(acceptedFrom - Date.now());
    await page.getByLabel("Code").fill(await generate({ secret, epoch: (step * STEP_MS) / 1000 }));
    await page.getByRole("button", { name: "Verify" }).click();
    const left = await page
      .waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (left) return;
  }
  throw new Error("no TOTP code was accepted");
}

/** Sign in on /login (or the page it redirected to); answers the code when asked. `home` is where it must end. */
export async function signInThroughLogin(
  page: Page,
  email: string,
  password: string,
  home?: RegExp,
  options: { totpSecret?: string; from?: string } = {},
): Promise<void> {
  if (options.from !== undefined) await page.goto(options.from);
  else if (!/\/login(\?|$)/.test(page.url())) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  if (/\/login\/code/.test(page.url())) await answerCode(page, options.totpSecret ?? DEMO_TOTP_SECRET);
  if (home) await expect(page).toHaveURL(home);
}

/** scripts/e2e-app.ts mounts it (app/server/e2e-session-fixture.server.ts); no production server has it. */
const SESSION_FIXTURE_PATH = "/__e2e/session";

/**
 * Signed in as this account without /login: the fixture puts the session cookie (and the known-device one) into the
 * page's browser context, then the page opens /login (or `from`, or the /login?redirectTo=… it is on), which sends a
 * signed-in user where a sign-in would: the redirectTo, else the role's home. `home` is where it must end.
 * "Confirm it's you" still asks, as after a real sign-in (confirmItsYou).
 */
export async function signInWith(page: Page, email: string, home?: RegExp, options: { from?: string } = {}): Promise<void> {
  const here = new URL(page.url() === "about:blank" ? "http://localhost/" : page.url());
  const login = options.from ?? (here.pathname === "/login" ? `${here.pathname}${here.search}` : "/login");
  // The page's own request context: the cookies it answers with land in the page's browser context.
  const response = await page.request.post(SESSION_FIXTURE_PATH, { data: { email } });
  if (!response.ok()) throw new Error(`the e2e session fixture refused ${email}: HTTP ${response.status()} ${await response.text()}`);
  expect((await page.context().cookies()).map((c) => c.name)).toContain("thp_session");
  await page.goto(login);
  await expect(page).not.toHaveURL(/\/login(\/code)?(\?|$)/);
  if (home) await expect(page).toHaveURL(home);
}

/** The demo admin, signed in (through the session fixture: no two-factor wait). */
export function signInAsAdmin(page: Page, home: RegExp = /\/admin$/): Promise<void> {
  return signInWith(page, ADMIN_EMAIL, home, { from: "/login" });
}

/**
 * Answers "Confirm it's you" where a sensitive change (e-mail, two-factor off, an API key, the webhook URL, payment
 * and plan settings) asked for it: the password and, for an account with two-factor sign-in, a code of a step no
 * other worker has used (claimStep). The change it was asked for goes through with it.
 */
export async function confirmItsYou(page: Page, password: string = DEMO_PASSWORD, options: { totpSecret?: string } = {}): Promise<void> {
  const form = page.getByTestId("confirm-identity");
  await expect(form).toBeVisible();
  await form.getByLabel("Your password").fill(password);
  if (options.totpSecret) {
    const step = claimStep(options.totpSecret);
    const acceptedFrom = (step - 1) * STEP_MS + 500;
    if (Date.now() < acceptedFrom) await page.waitForTimeout(acceptedFrom - Date.now());
    await form.getByLabel("Code from your authenticator app").fill(await generate({ secret: options.totpSecret, epoch: (step * STEP_MS) / 1000 }));
  }
  await form.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(page.getByTestId("confirm-identity")).toHaveCount(0);
}
