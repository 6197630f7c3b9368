/**
 * Where a request stands in the pros' replies, in words for its homeowner (decision 0053): how many of the pros asked
 * for have sent a quote, and how soon each pro who bought it replied (a quote or a message, first_reply_at) after
 * the request was sent. Pure: the caller reads the request's few purchases and hands them in.
 */
import { formatDateTimeIn } from "~/lib/format-time";

/** The promise on the quote form: quotes within 24 hours of the request. */
export const REPLY_PROMISE_MS = 24 * 3600 * 1000;

export type ReplyProgressInput = {
  prosRequested: number;
  requestedAt: Date;
  /** Pros of this request with a quote sent (any state: it was sent). */
  quoted: number;
  /** The request's buyers, in purchase order. */
  buyers: readonly { businessName: string; firstReplyAt: Date | null }[];
  now: Date;
  /** The homeowner's zone (the request ZIP's), for the deadline's time. */
  timeZone: string;
};

export type ReplyProgress = {
  /** "2 of 3 pros have sent a quote", or what is true before any quote. */
  summary: string;
  /** "Skyline Roofing Co. replied 40 minutes after your request", one per buyer who replied, in purchase order. */
  replies: string[];
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** "40 minutes", "3 hours", "2 days": minutes under an hour, hours under two days (the 24-hour promise reads in hours), then days. */
export function durationWords(ms: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (ms < MINUTE) return "less than a minute";
  // Rounded first, so 59 minutes 40 seconds reads "1 hour", not "60 minutes".
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.round(ms / HOUR);
  if (hours < 48) return plural(hours, "hour");
  return plural(Math.round(ms / (24 * HOUR)), "day");
}

/** "Skyline Roofing Co. replied 40 minutes after your request". */
export function replyWords(businessName: string, requestedAt: Date, firstReplyAt: Date): string {
  return `${businessName} replied ${durationWords(Math.max(0, firstReplyAt.getTime() - requestedAt.getTime()))} after your request`;
}

export function replyProgress(input: ReplyProgressInput): ReplyProgress {
  const { prosRequested: asked, quoted, buyers } = input;
  const replies = buyers.flatMap((b) => (b.firstReplyAt ? [replyWords(b.businessName, input.requestedAt, b.firstReplyAt)] : []));
  return {
    summary: quoted > 0 ? `${quoted} of ${asked} ${asked === 1 ? "pro" : "pros"} ${quoted === 1 ? "has" : "have"} sent a quote` : noQuoteYet(input),
    replies,
  };
}

function noQuoteYet({ buyers, requestedAt, now, timeZone }: ReplyProgressInput): string {
  if (buyers.length === 0) return "No quote yet: no pro has taken your request so far";
  const deadline = new Date(requestedAt.getTime() + REPLY_PROMISE_MS);
  const who = buyers.length === 1 ? "the pro who took your request has" : "the pros who took your request have";
  if (now < deadline) return `No quote yet: ${who} until ${formatDateTimeIn(deadline, timeZone)} to send one`;
  return `No quote yet from ${buyers.length === 1 ? "the pro" : "the pros"} who took your request`;
}
