/**
 * New-lead alerts: one row per lead and contractor, ever, and at most one per request and contractor (the
 * exactly-once guards of the fan-out).
 */
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { LEAD_ALERT_STATUSES, type LeadAlertStatus } from "../enums";
import { createdAt, oneOf } from "./columns";
import { contractors } from "./contractors";
import { leads, quoteRequests } from "./quote-requests";

export const leadAlerts = pgTable(
  "lead_alerts",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    /**
     * The lead's request. A request for 3 pros is 3 leads, but a contractor may buy one of them and sees them as one
     * card, so it is alerted once per request (the unique index below, which holds across job processes). Null only
     * on rows from before this column (migration 0014 fills it for one alert of each request and contractor).
     */
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id),
    /** The lead's price for this contractor when the alert was made (shown in a later digest too). */
    priceCents: integer("price_cents").notNull(),
    status: text("status").$type<LeadAlertStatus>().notNull(),
    /** For 'held': when its digest is due (the end of the quiet hours, or of the capped hour). */
    releaseAt: timestamp("release_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "lead_alerts_pkey", columns: [t.leadId, t.contractorId] }),
    uniqueIndex("lead_alerts_request_contractor_unique").on(t.quoteRequestId, t.contractorId),
    check("lead_alerts_status_check", oneOf("status", LEAD_ALERT_STATUSES)),
    check("lead_alerts_release_check", sql`${t.status} <> 'held' or ${t.releaseAt} is not null`),
    // The hourly cap counts a contractor's alerts of the current hour.
    index("lead_alerts_contractor_idx").on(t.contractorId, t.createdAt),
    // The digest job claims due held alerts.
    index("lead_alerts_held_idx")
      .on(t.releaseAt)
      .where(sql`${t.status} = 'held'`),
  ],
);
