/**
 * The form posts a browser without JavaScript makes to the app: sign in at
 * /login, top up at /pro/balance, buy a lead from the dashboard (/pro?index)
 * and ask for quotes (/get-quotes), with the same-origin headers a browser
 * adds (server/same-origin.ts checks them).
 */
import { generate } from "otplib";
import { FIXTURE_TOTP_SECRET } from "../integration/marketplace/marketplace-fixtures";

/**
 * These posts stand in for a homeowner's browser, so they say so: Node's own User-Agent ("node") is an HTTP tool's,
 * which the quality score counts against a quote request (app/web/submission-signals.server.ts).
 */
export const BROWSER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

function formPost(origin: string, pathname: string, fields: Record<string, string>, cookie?: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    signal,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": BROWSER_AGENT,
      origin,
      "sec-fetch-site": "same-origin",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Signs in through the login form and returns the session cookie ("thp_session=…") to send back; `home` is where the
 * role lands. Admins need two-factor sign-in (ADMIN_TWO_FACTOR=required): one without it is enrolled here over HTTP
 * as a person would (password, the key from the page, a code), and the code is answered on /login/code afterwards.
 */
export async function signInOverHttp(origin: string, email: string, password: string, home: "/pro" | "/admin" = "/pro"): Promise<string> {
  const res = await formPost(origin, "/login", { email, password, redirectTo: "" });
  const failed = async (answer: Response) =>
    new Error(
      `sign-in of ${email} at ${origin} answered ${answer.status} (location ${answer.headers.get("location")}): ${(await answer.text()).slice(0, 300)}`,
    );
  if (res.status === 302 && res.headers.get("location") === "/login/code")
    return answerSignInCode(origin, email, /thp_2fa=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0] ?? "", home);
  const cookie = /thp_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (res.status !== 302 || res.headers.get("location") !== home || !cookie) throw await failed(res);
  if (home === "/admin") {
    const opened = await fetch(`${origin}/admin`, { redirect: "manual", headers: { cookie } });
    if (opened.status === 302 && opened.headers.get("location") === "/account/two-factor") await enrolOverHttp(origin, email, password, cookie);
  }
  return cookie;
}

/** The secret and the last time step used, per admin this process enrolled: a code works once (RFC 6238 §5.2). */
const enrolled = new Map<string, { secret: string; lastStep: number }>();
const STEP_SECONDS = 30;

/** A code of a step after the last one used: this step, else the next (accepted for drift), else wait for the clock. */
async function nextCode(email: string): Promise<string> {
  // Not enrolled here: an admin of the test fixtures (makeAdmin), which all share one secret.
  const entry = enrolled.get(email) ?? { secret: FIXTURE_TOTP_SECRET, lastStep: -1 };
  enrolled.set(email, entry);
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const step = Math.max(now, entry.lastStep + 1);
    if (step <= now + 1) {
      entry.lastStep = step;
      return generate({ secret: entry.secret, epoch: step * STEP_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function enrolOverHttp(origin: string, email: string, password: string, cookie: string): Promise<void> {
  const started = await formPost(origin, "/account/two-factor", { intent: "2fa-start", currentPassword: password }, cookie);
  const page = await (await fetch(`${origin}/account/two-factor`, { headers: { cookie } })).text();
  const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1];
  if (started.status !== 200 || !secret) throw new Error(`two-factor enrolment of ${email} at ${origin} failed (${started.status})`);
  enrolled.set(email, { secret, lastStep: -1 });
  const confirmed = await formPost(origin, "/account/two-factor", { intent: "2fa-confirm", code: await nextCode(email) }, cookie);
  if (confirmed.status !== 200) throw new Error(`two-factor confirmation of ${email} at ${origin} failed (${confirmed.status})`);
}

async function answerSignInCode(origin: string, email: string, challenge: string, home: string): Promise<string> {
  const res = await formPost(origin, "/login/code", { code: await nextCode(email), redirectTo: "" }, challenge);
  const cookie = /thp_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (res.status !== 302 || res.headers.get("location") !== home || !cookie)
    throw new Error(`the sign-in code of ${email} at ${origin} answered ${res.status} (location ${res.headers.get("location")})`);
  return cookie;
}

/** The /login form's answer as it comes (302 with a session cookie when the password is right). */
export function postLogin(origin: string, email: string, password: string): Promise<Response> {
  return formPost(origin, "/login", { email, password, redirectTo: "" });
}

/** The balance page's top-up form (or a forged post of it): the answer as it comes, not followed. */
export function postTopUp(origin: string, cookie: string, amountDollars: string, idempotencyKey: string): Promise<Response> {
  return formPost(origin, "/pro/balance", { amount: amountDollars, idempotencyKey }, cookie);
}

export type BuyAnswer = {
  status: number;
  /** The purchase the server redirected to (success), from /pro/leads/<id>?bought=1. */
  purchaseId?: string;
  /** The error message the page shows (role="alert"), decoded. */
  message?: string;
};

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The "Buy lead" form of the dashboard: leadId and the idempotency key the page rendered for it. */
export async function buyOverHttp(origin: string, cookie: string, leadId: string, idempotencyKey: string): Promise<BuyAnswer> {
  const res = await formPost(origin, "/pro?index", { leadId, idempotencyKey }, cookie);
  if (res.status === 302) {
    const location = res.headers.get("location") ?? "";
    return { status: 302, purchaseId: /^\/pro\/leads\/([0-9a-f-]{36})\?bought=1$/.exec(location)?.[1] ?? `unexpected location ${location}` };
  }
  const html = await res.text();
  // The failure is the page's only alert; other cards' "blocked" notes are plain text, not alerts.
  const alert = /role="alert"[^>]*>[\s\S]*?<span>([\s\S]*?)<\/span>/.exec(html)?.[1];
  return { status: res.status, message: alert === undefined ? undefined : decode(alert) };
}

export type QuoteAnswer = {
  status: number;
  /** The reference the server redirected to on success (/get-quotes/confirmation?ref=…). */
  reference?: string;
};

/**
 * Opens the quote form as a browser does before posting it: the page's render token (hidden field) and its device
 * cookie, which the quality score reads (decision 0049). Without them a post is scored as a script's and held.
 */
export async function visitQuoteForm(origin: string, signal?: AbortSignal): Promise<{ token: string; cookie: string | undefined }> {
  const page = await fetch(`${origin}/get-quotes`, { signal, headers: { "user-agent": BROWSER_AGENT } });
  const html = await page.text();
  const token = /name="form_rendered" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const cookie = /thp_form_device=[^;]+/.exec(page.headers.get("set-cookie") ?? "")?.[0];
  return { token, cookie };
}

/** The quote request form, opened then sent; a success is the redirect to its confirmation page. */
export async function quoteRequestOverHttp(origin: string, fields: Record<string, string>, signal?: AbortSignal): Promise<QuoteAnswer> {
  const visit = await visitQuoteForm(origin, signal);
  const res = await formPost(origin, "/get-quotes", { form_rendered: visit.token, ...fields }, visit.cookie, signal);
  await res.body?.cancel();
  const location = res.headers.get("location") ?? "";
  const reference = res.status === 302 ? /^\/get-quotes\/confirmation\?ref=([A-Z0-9-]+)(?:&key=[\w-]+)?$/.exec(location)?.[1] : undefined;
  return { status: res.status, reference };
}
