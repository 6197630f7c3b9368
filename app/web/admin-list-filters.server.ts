/**
 * The filters of the admin lists, read from a list page's URL: one reader per list, used by the page and by its CSV
 * export (routes/admin-export.tsx), so an export holds exactly the rows the filtered list shows. Unknown values of a
 * choice (status, channel) mean "all", as the filter bars always did; a bad date, a range that ends before it starts or
 * a search that is too long is answered 400 with its message.
 */
import { data } from "react-router";
import { categorySlugs } from "~/content/categories";
import { APPLICATION_STATUSES, LEAD_STATUSES, OUTBOX_CHANNELS, OUTBOX_STATUSES, RETURN_STATUSES } from "~/db/enums";
import { dateRangeSchema } from "~/forms/date-range";
import { instantsOf } from "~/lib/zone-days";
import { SEARCH_MAX_LENGTH } from "~/domain/shared/text-search";
import { HELD_QUEUE_VIEWS } from "~/forms/held-request-decision";

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(raw) ? (raw as T) : undefined;

/** The search box's text (`q`); over SEARCH_MAX_LENGTH characters is a 400 with its message. */
export function searchOf(params: URLSearchParams): string {
  const q = (params.get("q") ?? "").trim();
  if (q.length > SEARCH_MAX_LENGTH) throw data(`Search for at most ${SEARCH_MAX_LENGTH} characters.`, { status: 400 });
  return q;
}

/** A from/to day range (both included); a bad one is a 400 with its message. */
export function dateRangeOf(params: URLSearchParams) {
  const parsed = dateRangeSchema.safeParse({ from: params.get("from") ?? "", to: params.get("to") ?? "" });
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Check the dates.", { status: 400 });
  return parsed.data;
}

/** The leads list's filters; its from/to are days in `zone`, the admin's (getStaffTimeZone), as the overview's are. */
export function leadsFilterOf(params: URLSearchParams, zone: string) {
  const range = dateRangeOf(params);
  const status = oneOf(LEAD_STATUSES, params.get("status"));
  const category = oneOf(categorySlugs, params.get("category"));
  const q = searchOf(params);
  const shown = { status: status ?? "", category: category ?? "", from: range.from, to: range.to, q };
  const query = { status, category, ...instantsOf(range, zone), q };
  return { shown, query };
}

export function outboxFilterOf(params: URLSearchParams) {
  const channel = oneOf(OUTBOX_CHANNELS, params.get("channel"));
  const status = oneOf(OUTBOX_STATUSES, params.get("status"));
  const to = (params.get("to") ?? "").trim().slice(0, 2048);
  return { shown: { channel: channel ?? "", status: status ?? "", to }, query: { channel, status, to: to || undefined } };
}

export const applicationStatusOf = (params: URLSearchParams) => oneOf(APPLICATION_STATUSES, params.get("status"));
export const returnStatusOf = (params: URLSearchParams) => oneOf(RETURN_STATUSES, params.get("status")) ?? "pending";

/** The held-for-review queue: waiting requests by default, or the approved or rejected ones; one trade or all. */
export function heldQueueFilterOf(params: URLSearchParams) {
  const view = oneOf(HELD_QUEUE_VIEWS, params.get("view")) ?? "held";
  const category = oneOf(categorySlugs, params.get("category"));
  return { shown: { view, category: category ?? "" }, query: { view, category } };
}
