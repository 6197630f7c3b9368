/**
 * The form posts a browser without JavaScript makes to the app: sign in at
 * /login, top up at /pro/balance, buy a lead from the dashboard (/pro?index)
 * and ask for quotes (/get-quotes), with the same-origin headers a browser
 * adds (server/same-origin.ts checks them).
 */

function formPost(origin: string, pathname: string, fields: Record<string, string>, cookie?: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    signal,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "sec-fetch-site": "same-origin",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in through the login form and returns the session cookie ("thp_session=…") to send back; `home` is where the role lands. */
export async function signInOverHttp(origin: string, email: string, password: string, home: "/pro" | "/admin" = "/pro"): Promise<string> {
  const res = await formPost(origin, "/login", { email, password, redirectTo: "" });
  const setCookie = res.headers.get("set-cookie") ?? "";
  const cookie = /thp_session=[^;]+/.exec(setCookie)?.[0];
  if (res.status !== 302 || res.headers.get("location") !== home || !cookie) {
    throw new Error(`sign-in of ${email} at ${origin} answered ${res.status} (location ${res.headers.get("location")}): ${(await res.text()).slice(0, 300)}`);
  }
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

/** The quote request form; a success is the redirect to its confirmation page. */
export async function quoteRequestOverHttp(origin: string, fields: Record<string, string>, signal?: AbortSignal): Promise<QuoteAnswer> {
  const res = await formPost(origin, "/get-quotes", fields, undefined, signal);
  await res.body?.cancel();
  const location = res.headers.get("location") ?? "";
  const reference = res.status === 302 ? /^\/get-quotes\/confirmation\?ref=([A-Z0-9-]+)$/.exec(location)?.[1] : undefined;
  return { status: res.status, reference };
}
