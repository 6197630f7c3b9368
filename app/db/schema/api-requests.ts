/** The REST API's answers kept by Idempotency-Key, for the write endpoints whose rows cannot hold the key themselves. */
import { index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { contractors } from "./contractors";

/**
 * One row per (contractor, Idempotency-Key) of PATCH /api/v1/purchases/{id}
 * and POST /api/v1/purchases/{id}/returns, written in the same transaction as
 * the change it answers: a retry with the same key and the same request gets
 * `status` and `body` again; another request with the key is refused. A
 * purchase keeps its key on its own row instead (purchases.idempotency_key).
 */
export const apiRequests = pgTable(
  "api_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /**
     * The purchase the request was about: erasing its homeowner rewrites `body` to what the purchase shows after the
     * erasure (the stored answer copies the homeowner's name, e-mail and phone). No foreign key: the key is claimed
     * before the purchase is looked up, and an unknown id must answer 404, not fail the insert. Null only on rows from
     * before this column.
     */
    purchaseId: uuid("purchase_id"),
    /** sha256 of the operation, the purchase and the parsed body: what "the same request" means. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("api_requests_contractor_key_unique").on(t.contractorId, t.idempotencyKey), index("api_requests_purchase_idx").on(t.purchaseId)],
);
