/**
 * The reply addresses of a purchase's thread (decision 0052): a keyed MAC of the purchase and the side, so nothing is
 * stored per e-mail and a guessed or altered address is refused. The secret is made at first use and kept in
 * app_secrets (first insert wins, every process reads the winner's), read once per database handle: it never changes,
 * and rotating it (deleting the row) invalidates every address at once, after a restart.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "~/lib/app-secret.server";
import type { Executor } from "~/db/types.server";
import type { Env } from "~/env.server";
import { formatReplyAddress, parseReplyAddress, REPLY_MAC_HEX, replyMacInput, type ReplySide } from "./reply-address";

const NAME = "message-reply-address-hmac";
const secretOf = (db: Executor) => appSecret(db, NAME);

const macOf = (secret: string, purchaseId: string, side: ReplySide) =>
  createHmac("sha256", secret).update(replyMacInput(purchaseId, side)).digest("hex").slice(0, REPLY_MAC_HEX);

/** The address a notification to `side` carries so that a reply lands in that thread; null without MAIL_REPLY_DOMAIN. */
export async function replyAddressFor(db: Executor, env: Pick<Env, "MAIL_REPLY_DOMAIN">, purchaseId: string, side: ReplySide): Promise<string | null> {
  if (!env.MAIL_REPLY_DOMAIN) return null;
  const mac = macOf(await secretOf(db), purchaseId, side);
  return formatReplyAddress({ purchaseId, side, mac }, env.MAIL_REPLY_DOMAIN);
}

/**
 * Which thread and side an address names, or null when it is not one of ours (malformed, another domain, a wrong MAC).
 * Whether that thread still takes replies is the caller's question (receive-email-reply).
 */
export async function readReplyAddress(
  db: Executor,
  env: Pick<Env, "MAIL_REPLY_DOMAIN">,
  address: string,
): Promise<{ purchaseId: string; side: ReplySide } | null> {
  if (!env.MAIL_REPLY_DOMAIN) return null;
  const token = parseReplyAddress(address.trim(), env.MAIL_REPLY_DOMAIN);
  if (!token) return null;
  const expected = Buffer.from(macOf(await secretOf(db), token.purchaseId, token.side));
  const given = Buffer.from(token.mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { purchaseId: token.purchaseId, side: token.side };
}
