/**
 * The phone check of /get-quotes/confirmation (decision 0048): what the page shows, and its two POST intents (the
 * code, "Send a new code"). Only the page's key (in the URL the quote form redirected to) lets a visitor act: the
 * reference alone is read out to pros over the phone.
 */
import { data } from "react-router";
import type { AppContext } from "~/web/context.server";
import { getPhoneCheck } from "~/domain/quote-requests/get-phone-check.server";
import { isPageKey } from "~/domain/quote-requests/phone-code-keys.server";
import { sendNewPhoneCode } from "~/domain/quote-requests/send-phone-code.server";
import { verifyPhoneCode } from "~/domain/quote-requests/verify-phone-code.server";
import { phoneVerificationMode } from "~/domain/quote-requests/market-gate";
import { textOptOutChecker } from "~/domain/privacy/text-opt-out-checker.server";
import { formatPhone } from "~/domain/deliveries/format-phone";
import { issuesToErrors, firstMessage } from "~/forms/form-errors";
import { phoneCodeSchema, type PhoneCheckResult, type PhoneCheckView } from "~/forms/phone-code";
import { formValues } from "./run-intent.server";
import { postedForm } from "./posted-form.server";

/** null when codes are off (no form), or the request is unknown. */
export async function phoneCheckView(ctx: AppContext, reference: string, key: string | null): Promise<PhoneCheckView | null> {
  const mode = phoneVerificationMode(ctx.env);
  if (mode === "off") return null;
  const check = await getPhoneCheck(ctx.db, reference);
  if (!check) return null;
  return {
    mode,
    verifiedAt: check.verifiedAt?.toISOString() ?? null,
    closed: check.marketStatus === "expired" || check.marketStatus === "rejected",
    canAct: await isPageKey(ctx.db, reference, key),
    codeSent: check.codeSentAt !== null,
    // An erased request has no phone left to check.
    textsBlocked: check.verifiedAt === null && check.phone !== "" && (await textOptOutChecker(ctx.db)(check.phone)),
    startNumber: ctx.env.SMS_FROM ? formatPhone(ctx.env.SMS_FROM) : null,
  };
}

const result = (body: PhoneCheckResult, status = 200, headers?: HeadersInit) => data<PhoneCheckResult>(body, { status, headers });

export async function phoneCheckAction(ctx: AppContext & { now?: Date }, request: Request) {
  const url = new URL(request.url);
  const reference = (url.searchParams.get("ref") ?? "").trim().toUpperCase();
  if (phoneVerificationMode(ctx.env) === "off") throw new Response("Not Found", { status: 404 });
  const check = reference ? await getPhoneCheck(ctx.db, reference) : undefined;
  // Without the page's key nothing is said about the request: the same 404 as an unknown reference.
  if (!check || !(await isPageKey(ctx.db, reference, url.searchParams.get("key")))) throw new Response("Not Found", { status: 404 });
  const form = await postedForm(request);
  const parsed = phoneCodeSchema.safeParse(formValues(form));
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "intent")) throw new Response("Bad Request", { status: 400 });
    return result({ ok: false, intent: "verify-phone", error: firstMessage(issuesToErrors(parsed.error.issues)) }, 400);
  }
  if (parsed.data.intent === "resend-code") {
    const sent = await sendNewPhoneCode(ctx, check.quoteRequestId);
    if (sent.sent) return result({ ok: true, intent: "resend-code", message: "We texted you a new code. It lasts 10 minutes." });
    if (sent.reason === "verified") return result({ ok: true, intent: "resend-code" });
    if (sent.reason === "limited")
      return result({ ok: false, intent: "resend-code", error: sent.message }, 429, { "Retry-After": String(sent.retryAfterSeconds) });
    return result({ ok: false, intent: "resend-code", error: sent.message }, 409);
  }
  const outcome = await verifyPhoneCode(ctx, check.quoteRequestId, parsed.data.code);
  if (outcome.verified) return result({ ok: true, intent: "verify-phone" });
  const status = outcome.reason === "used-up" ? 429 : outcome.reason === "closed" ? 409 : 422;
  return result({ ok: false, intent: "verify-phone", error: outcome.message }, status);
}
