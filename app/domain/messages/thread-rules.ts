/**
 * The rules of a thread on a bought lead (decision 0052), without the database: what a message may hold, when a
 * thread is closed, and how many messages one side may post in a while. post-message.server.ts applies them inside
 * its transaction, with the counts it read under the purchase's lock.
 */

import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_CHARS } from "~/forms/text-limits";

export { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_CHARS };

/**
 * Per thread and side: a burst limit and an hourly one. A person typing never meets them; a script or a mail loop
 * (two auto-responders answering each other through reply addresses) does, and stops flooding the other side.
 */
export const MESSAGE_RATE_LIMITS = [
  { windowMs: 60_000, max: 5, message: "You have sent 5 messages in the last minute. Please wait a minute before sending another." },
  { windowMs: 3_600_000, max: 20, message: "You have sent 20 messages in the last hour. Please wait a while before sending another." },
] as const;

/** How far back the rate limit looks: the longest window. */
export const RATE_WINDOW_MS = Math.max(...MESSAGE_RATE_LIMITS.map((l) => l.windowMs));

export const THREAD_CLOSED_MESSAGE = "This conversation is closed: the homeowner stopped new contacts.";
export const THREAD_ERASED_MESSAGE = "This conversation is closed: the homeowner's data was removed at their request.";
export const THREAD_RETURNED_MESSAGE = "This conversation is closed: the lead was returned.";

export type Problem = { field: "body" | "attachments"; message: string };

/** The body as stored: trimmed (a reply's trailing blank lines mean nothing). */
export const cleanBody = (body: string): string => body.trim();

/** What is wrong with a message's text and number of files, or null. An empty text is fine when a file says it. */
export function messageProblem(body: string, attachmentCount: number): Problem | null {
  if (attachmentCount > MESSAGE_MAX_ATTACHMENTS) return { field: "attachments", message: `Attach at most ${MESSAGE_MAX_ATTACHMENTS} files to one message.` };
  const text = cleanBody(body);
  if (text.length === 0 && attachmentCount === 0) return { field: "body", message: "Please write a message." };
  if (text.length > MESSAGE_MAX_CHARS) return { field: "body", message: `Please keep a message to ${MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters.` };
  return null;
}

export type ThreadFacts = { contactStoppedAt: Date | null; erasedAt: Date | null; returnStatus: string | null };

/** Why nobody may write into the thread any more, or null while it is open. */
export function threadClosedMessage(t: ThreadFacts): string | null {
  if (t.erasedAt) return THREAD_ERASED_MESSAGE;
  if (t.contactStoppedAt) return THREAD_CLOSED_MESSAGE;
  // Credited or replaced: the pro gave the lead back and no longer has it.
  if (t.returnStatus === "credited" || t.returnStatus === "replaced") return THREAD_RETURNED_MESSAGE;
  return null;
}

/** The limit one more message would break, given the times of this side's recent messages; null when it may post. */
export function rateLimitMessage(recent: readonly Date[], now: Date): string | null {
  for (const limit of MESSAGE_RATE_LIMITS) {
    const since = now.getTime() - limit.windowMs;
    if (recent.filter((at) => at.getTime() > since).length >= limit.max) return limit.message;
  }
  return null;
}
