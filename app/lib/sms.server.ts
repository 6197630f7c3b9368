/**
 * Text messages over a Twilio-compatible HTTP API (Twilio's Messages
 * resource: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To/From/Body, HTTP Basic auth with the account SID and auth token).
 * Plain fetch: one request does not justify the provider's SDK.
 */
import type { Env } from "~/env.server";
import { describeFetchError } from "./fetch-error.server";

export type SmsConfig = { apiUrl: string; accountSid: string; authToken: string; from: string };

/** The SMS settings, or undefined when SMS is not configured (the env check makes them all-or-none). */
export function smsConfigOf(env: Pick<Env, "SMS_API_URL" | "SMS_ACCOUNT_SID" | "SMS_AUTH_TOKEN" | "SMS_FROM">): SmsConfig | undefined {
  if (!env.SMS_ACCOUNT_SID || !env.SMS_AUTH_TOKEN || !env.SMS_FROM) return undefined;
  return { apiUrl: env.SMS_API_URL, accountSid: env.SMS_ACCOUNT_SID, authToken: env.SMS_AUTH_TOKEN, from: env.SMS_FROM };
}

/**
 * 'sent': the provider accepted the message. 'retry': worth trying again
 * later (rate limit, provider trouble, network). 'failed': the provider
 * refused this message (bad number, bad credentials); `error` keeps its words.
 */
export type SmsOutcome = { status: "sent"; providerId?: string } | { status: "retry" | "failed"; error: string; httpStatus?: number };

export type SmsRequestOptions = { fetch?: typeof fetch; timeoutMs?: number };

export function messagesUrl(config: Pick<SmsConfig, "apiUrl" | "accountSid">): string {
  return `${config.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
}

/** The provider's own words: Twilio answers errors with JSON { code, message }. */
async function providerError(response: Response): Promise<string> {
  const body = (await response.text().catch(() => "")).slice(0, 2000);
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (typeof parsed.message === "string") {
      return `HTTP ${response.status}${parsed.code !== undefined ? ` (code ${String(parsed.code)})` : ""}: ${parsed.message}`.slice(0, 500);
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return `HTTP ${response.status}${body ? `: ${body}` : ""}`.slice(0, 500);
}

export async function sendSms(config: SmsConfig, message: { to: string; body: string }, options: SmsRequestOptions = {}): Promise<SmsOutcome> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(messagesUrl(config), {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return { status: "retry", error: describeFetchError(error) };
  }
  if (response.ok) {
    const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
    return { status: "sent", ...(typeof body.sid === "string" ? { providerId: body.sid } : {}) };
  }
  const error = await providerError(response);
  const transient = response.status === 408 || response.status === 429 || response.status >= 500 || response.status < 400;
  return { status: transient ? "retry" : "failed", error, httpStatus: response.status };
}
