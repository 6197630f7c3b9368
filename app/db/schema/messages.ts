/** Contact messages and pricing (sales) requests from the public forms. */
import type { AnyColumn } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTACT_ROLES } from "../enums";
import { users } from "./accounts";
import { createdAt, nationalDigits, oneOf, requestMeta, searchDocument } from "./columns";
import { outbox } from "./housekeeping";

type ContactMessageSearchColumns = Record<"firstName" | "lastName" | "email" | "phone" | "message", AnyColumn>;
/** What the admin search finds a contact message by; the GIN index below is on this expression. */
export const contactMessageSearchText = (t: ContactMessageSearchColumns) =>
  searchDocument(t.firstName, t.lastName, t.email, t.phone, nationalDigits(t.phone), t.message);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164, optional on this form. */
    phone: text("phone"),
    role: text("role").notNull(),
    message: text("message").notNull(),
    ...requestMeta(),
    /** An admin closed the conversation (answered or nothing to do); null while open. Reopening clears it. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_role_check", oneOf("role", CONTACT_ROLES)),
    index("contact_messages_created_id_idx").on(t.createdAt, t.id),
    index("contact_messages_search_idx").using("gin", contactMessageSearchText(t)),
  ],
);

/** An admin's e-mailed answer to a contact message: the text as sent, and the outbox row that carries it. */
export const contactMessageReplies = pgTable(
  "contact_message_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id),
    authorUserId: uuid("author_user_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => outbox.id),
    createdAt: createdAt(),
  },
  (t) => [index("contact_message_replies_message_idx").on(t.messageId, t.createdAt)],
);

export const pricingRequests = pgTable(
  "pricing_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    businessName: text("business_name").notNull(),
    website: text("website"),
    ...requestMeta(),
    createdAt: createdAt(),
  },
  (t) => [index("pricing_requests_created_id_idx").on(t.createdAt, t.id)],
);
