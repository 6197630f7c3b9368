/**
 * The shape of a thread's reply address (decision 0052): reply+<purchase id, 32 hex><side letter><MAC, 20 hex>@domain.
 * Only the format lives here; the MAC and its secret are in reply-address.server.ts. Mail systems may change the case
 * of a local part (and some lower-case it), so it is read case-insensitively; every part is hex or a letter, so
 * lower-casing loses nothing.
 */
export type ReplySide = "homeowner" | "pro";

export interface ReplyToken {
  purchaseId: string;
  side: ReplySide;
  mac: string;
}

const SIDE_LETTER: Record<ReplySide, string> = { homeowner: "h", pro: "p" };
const LOCAL = /^reply\+([0-9a-f]{32})([hp])([0-9a-f]{20})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The MAC's length in hex digits (80 bits). */
export const REPLY_MAC_HEX = 20;

/** What the MAC is computed over: the purchase and the side, so one side's address never speaks for the other. */
export const replyMacInput = (purchaseId: string, side: ReplySide): string => `reply:${purchaseId.toLowerCase()}:${SIDE_LETTER[side]}`;

/** The full address for a purchase, a side and their MAC. */
export function formatReplyAddress(token: ReplyToken, domain: string): string {
  if (!UUID.test(token.purchaseId.toLowerCase())) throw new Error("A reply address needs a purchase id (a UUID).");
  if (token.mac.length !== REPLY_MAC_HEX) throw new Error("A reply address needs a MAC of 20 hex digits.");
  const hex = token.purchaseId.toLowerCase().replaceAll("-", "");
  return `reply+${hex}${SIDE_LETTER[token.side]}${token.mac.toLowerCase()}@${domain.toLowerCase()}`;
}

/**
 * The token of an address at `domain`, or null for anything else: another domain, another shape, a display name or
 * angle brackets around it are all refused (an SMTP server hands over the bare address).
 */
export function parseReplyAddress(address: string, domain: string): ReplyToken | null {
  if (address.length > 254) return null;
  const at = address.lastIndexOf("@");
  if (at <= 0) return null;
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const match = LOCAL.exec(address.slice(0, at).toLowerCase());
  if (!match) return null;
  const [, hex = "", letter, mac = ""] = match;
  const purchaseId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { purchaseId, side: letter === "h" ? "homeowner" : "pro", mac };
}

/**
 * Whether a thread still takes replies at its addresses: it has been quiet (since its last message, or the sale when
 * it has none) for less than `days` days. A mail arriving years later at a leaked or recycled address is refused.
 */
export function replyWindowOpen(lastActivity: Date, now: Date, days: number): boolean {
  return now.getTime() - lastActivity.getTime() < days * 86_400_000;
}
