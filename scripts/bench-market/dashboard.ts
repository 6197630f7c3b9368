/**
 * What a contractor's browser does on the dashboard without JavaScript: read
 * the "Buy lead" forms /pro rendered (leadId, the idempotency key minted for
 * this render, and the price shown, expectedPriceCents) and post one back.
 * tests/servers/browser-posts.ts signs in; its buyOverHttp does not send
 * expectedPriceCents, which the real form does (the sale then also checks the
 * price), so the post is made here with the same same-origin headers.
 */
import type { BuyAnswer } from "../../tests/servers/browser-posts";

export type BuyForm = { leadId: string; idempotencyKey: string; expectedPriceCents: string };

/** The buy forms on every page of the contractor's dashboard (following its "Older leads" links), by lead id. */
export async function buyFormsOnDashboard(origin: string, cookie: string): Promise<Map<string, BuyForm>> {
  const forms = new Map<string, BuyForm>();
  for (let path: string | undefined = "/pro"; path;) {
    const res: Response = await fetch(`${origin}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET ${path} at ${origin} answered ${res.status}`);
    const html: string = await res.text();
    formsOnPage(html, forms);
    const older: string | undefined = /<a\b[^>]*data-testid="older-leads"[^>]*>/.exec(html)?.[0];
    path = older ? decode(/\bhref="([^"]*)"/.exec(older)?.[1] ?? "") || undefined : undefined;
  }
  return forms;
}

function formsOnPage(html: string, forms: Map<string, BuyForm>): void {
  for (const [, body] of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)) {
    const fields: Record<string, string> = {};
    for (const [tag] of body!.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(tag)?.[1];
      const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
      if (name && value !== undefined) fields[name] = value;
    }
    const { leadId, idempotencyKey, expectedPriceCents } = fields;
    if (leadId && idempotencyKey && expectedPriceCents) forms.set(leadId, { leadId, idempotencyKey, expectedPriceCents });
  }
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Posts one buy form as the browser would (to /pro?index, the index route's action). */
export async function postBuyForm(origin: string, cookie: string, form: BuyForm): Promise<BuyAnswer> {
  const res = await fetch(`${origin}/pro?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin", cookie },
    body: new URLSearchParams(form).toString(),
  });
  if (res.status === 302) {
    const location = res.headers.get("location") ?? "";
    await res.body?.cancel();
    return { status: 302, purchaseId: /^\/pro\/leads\/([0-9a-f-]{36})\?bought=1$/.exec(location)?.[1] ?? `unexpected location ${location}` };
  }
  const html = await res.text();
  // A refusal re-renders the dashboard with the reason as its only alert.
  const alert = /role="alert"[^>]*>[\s\S]*?<span>([\s\S]*?)<\/span>/.exec(html)?.[1];
  return { status: res.status, message: alert === undefined ? undefined : decode(alert) };
}
