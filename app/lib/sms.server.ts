/**
 * Text messages over a Twilio-compatible HTTP API (Twilio's Messages
 * resource: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded
 * To/From/Body, HTTP Basic auth with the account SID and auth token).
 * One request through the outbound guard (the configured SMS_API_URL is its
 * trusted origin): one request does not justify the provider's SDK.
 */
import type { Env } from "~/env.server";
import { OutboundError, sendOutbound, statusLine, type OutboundResponse } from "./outbound/send-outbound.server";

export type SmsConfig = { apiUrl: string; accountSid: string; authToken: string; from: string };

/** The SMS settings, or undefined when SMS is not configured (the env check makes them all-or-none). */
export function smsConfigOf(env: Pick<Env, "SMS_API_URL" | "SMS_ACCOUNT_SID" | "SMS_AUTH_TOKEN" | "SMS_FROM">): SmsConfig | undefined {
  if (!env.SMS_ACCOUNT_SID || !env.SMS_AUTH_TOKEN || !env.SMS_FROM) return undefined;
  return { apiUrl: env.SMS_API_URL, accountSid: env.SMS_ACCOUNT_SID, authToken: env.SMS_AUTH_TOKEN, from: env.SMS_FROM };
}

/**
 * 'sent': the provider accepted the message. 'retry': worth trying again
 * later (rate limit, provider trouble, network). 'failed': the provider
 * refused this message (bad number, bad credentials); `error` keeps the status
 * and the provider's numeric error code, never its words (they may quote the
 * number).
 */
export type SmsOutcome = { status: "sent"; providerId?: string } | { status: "retry" | "failed"; error: string; httpStatus?: number };

export type SmsRequestOptions = { timeoutMs?: number };

/** The provider's answer is small JSON ({ sid } or { code, message }). */
const MAX_ANSWER_BYTES = 64 * 1024;

export function messagesUrl(config: Pick<SmsConfig, "apiUrl" | "accountSid">): string {
  return `${config.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
}

/** "HTTP 400 Bad Request (code 21211)": Twilio answers errors with JSON { code, message }; only the documented code is kept. */
function providerError(response: OutboundResponse): string {
  let code: unknown;
  try {
    code = (JSON.parse(response.body.toString("utf8")) as { code?: unknown }).code;
  } catch {
    // Not JSON: the status says it all.
  }
  return /^\d{1,6}$/.test(String(code ?? "")) ? `${statusLine(response.status)} (code ${String(code)})` : statusLine(response.status);
}

export async function sendSms(config: SmsConfig, message: { to: string; body: string }, options: SmsRequestOptions = {}): Promise<SmsOutcome> {
  let response: OutboundResponse;
  try {
    response = await sendOutbound(
      {
        url: messagesUrl(config),
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }).toString(),
        maxBodyBytes: MAX_ANSWER_BYTES,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      },
      { allowLoopback: false, trustedOrigin: config.apiUrl },
    );
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return { status: "retry", error: error.message, ...(error.httpStatus ? { httpStatus: error.httpStatus } : {}) };
  }
  if (response.status >= 200 && response.status < 300) {
    let sid: unknown;
    try {
      sid = (JSON.parse(response.body.toString("utf8")) as { sid?: unknown }).sid;
    } catch {
      // Accepted all the same.
    }
    return { status: "sent", ...(typeof sid === "string" ? { providerId: sid } : {}) };
  }
  const transient = response.status === 408 || response.status === 429 || response.status >= 500 || response.status < 400;
  return { status: transient ? "retry" : "failed", error: providerError(response), httpStatus: response.status };
}
