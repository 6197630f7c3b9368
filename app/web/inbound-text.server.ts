/**
 * The SMS provider's inbound-text webhook (Twilio's, or any provider that
 * signs as it does): server to server, no cookies, authenticated only by the
 * X-Twilio-Signature over PUBLIC_URL + path + query and the posted fields.
 * The answer is TwiML: a <Message> when there is something to reply.
 */
import { receiveTextReply } from "~/domain/privacy/receive-text-reply.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { inboundTextSchema } from "~/forms/inbound-text";
import { readFormData } from "~/lib/form-data.server";
import { isTwilioSignatureValid } from "~/lib/twilio-signature.server";
import { logger } from "~/logging/logger.server";

/** An inbound text's webhook is a few hundred bytes; MMS add a few URLs. */
const INBOUND_TEXT_MAX_BYTES = 64 * 1024;

const plain = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function twiml(reply: string | null): Response {
  const message = reply === null ? "" : `<Message>${xmlEscape(reply)}</Message>`;
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><Response>${message}</Response>`, {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8" },
  });
}

const NOT_SIGNED = "This request is not signed by the SMS provider.";

export async function answerInboundText(request: Request, ctx: DomainContext): Promise<Response> {
  if (request.method !== "POST") return plain("Method Not Allowed", 405, { Allow: "POST" });
  const token = ctx.env.SMS_AUTH_TOKEN;
  // Without SMS settings there is no provider whose signature could be checked: the endpoint is not there.
  if (!token) return plain("Text messages are not configured on this server.", 404);
  const signature = request.headers.get("x-twilio-signature");
  if (!signature) return plain(NOT_SIGNED, 403);
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return plain("Send the webhook form-encoded (application/x-www-form-urlencoded).", 415);
  const read = await readFormData(request, { maxBodyBytes: INBOUND_TEXT_MAX_BYTES });
  if (!read.ok) return plain(read.message, read.status);
  const params = [...read.form.entries()].map(([name, value]) => [name, String(value)] as const);
  const { pathname, search } = new URL(request.url);
  // The URL set in the provider is the public one: behind a proxy request.url's origin may be the upstream's.
  if (!isTwilioSignatureValid(token, signature, `${ctx.env.PUBLIC_URL}${pathname}${search}`, params)) return plain(NOT_SIGNED, 403);
  const parsed = inboundTextSchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return plain(parsed.error.issues[0]?.message ?? "This is not an inbound text message.", 400);
  const outcome = await receiveTextReply(ctx, { from: parsed.data.From, body: parsed.data.Body, messageSid: parsed.data.MessageSid });
  // The keyword only: never the number or the text.
  logger.info("inbound text", { keyword: outcome.keyword, replayed: outcome.replayed });
  return twiml(outcome.reply);
}
