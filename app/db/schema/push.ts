/** Web Push: the browsers a contractor turned alerts on in, and the server's own VAPID key pair. */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { contractors } from "./contractors";

/**
 * Secrets the server makes for itself at first start (the VAPID key pair), so
 * every process of one site signs with the same key and a restart does not
 * orphan the browsers' subscriptions (they are bound to the public key).
 * Written once with `on conflict do nothing`: two processes starting at once
 * both read the row that won.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * One row per browser (PushSubscription) that turned alerts on. The endpoint
 * is the push service's URL for that browser, unique: a browser signed in as
 * another contractor moves to that contractor. p256dh and auth are the
 * browser's keys (base64url) the payload is encrypted to (RFC 8291).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_contractor_idx").on(t.contractorId)],
);
