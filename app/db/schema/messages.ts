/** Contact messages and pricing (sales) requests from the public forms. */
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { CONTACT_ROLES } from "../enums";
import { createdAt, oneOf, requestMeta } from "./columns";

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
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_messages_role_check", oneOf("role", CONTACT_ROLES)),
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_created_id_idx").on(t.createdAt, t.id),
  ],
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
  (t) => [index("pricing_requests_created_at_idx").on(t.createdAt), index("pricing_requests_created_id_idx").on(t.createdAt, t.id)],
);
