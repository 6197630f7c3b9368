/**
 * Verified reviews (decision 0026): one per purchase, written by the homeowner whose request that pro bought, through
 * a private invitation link (the link is the proof; no account). The contractor's rating is kept on the contractor
 * row (rating_sum / rating_count over *visible* reviews), updated in the same transaction as any review change, so
 * search and profiles never aggregate the reviews table on a hot path.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { contractors } from "./contractors";
import { purchases } from "./purchases";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Once per purchase. */
    purchaseId: uuid("purchase_id")
      .notNull()
      .unique()
      .references(() => purchases.id),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    stars: integer("stars").notNull(),
    body: text("body"),
    /** "Did they do the job?" — null when the homeowner did not say. */
    hired: boolean("hired"),
    /** The contractor's one public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Reported by the contractor (or anyone the product lets report); admins see reported ones. */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportReason: text("report_reason"),
    /** Hidden by an admin, with a reason (also in the audit log); hidden reviews do not count in the rating. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    // A contractor's reviews, newest first, keyset (created_at, id) — the profile and /pro lists.
    index("reviews_contractor_created_idx").on(t.contractorId, t.createdAt.desc(), t.id.desc()),
    // Admins' reported queue.
    index("reviews_reported_idx")
      .on(t.reportedAt.desc(), t.id.desc())
      .where(sql`${t.reportedAt} is not null`),
    check("reviews_stars_check", sql`${t.stars} between 1 and 5`),
    check("reviews_hidden_check", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/**
 * One invitation per purchase, due a configurable time after the sale (default 3 days). Only the sha256 of the
 * link's token is stored. The review job sends due ones (exactly once: sent_at set in the outbox transaction).
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    purchaseId: uuid("purchase_id")
      .primaryKey()
      .references(() => purchases.id),
    tokenHash: text("token_hash").notNull().unique(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_invitations_due_idx")
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
