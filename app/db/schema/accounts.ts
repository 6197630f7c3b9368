/** Sign-in: users, sessions, one-time tokens (invitations, password resets), the audit log and rate-limit counters. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { TOKEN_PURPOSES, USER_ROLES, type TokenPurpose, type UserRole } from "../enums";
import { createdAt, oneOf } from "./columns";
import { contractors } from "./contractors";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull().unique(),
    role: text("role").$type<UserRole>().notNull(),
    /** Null until the invitation is accepted. */
    passwordHash: text("password_hash"),
    contractorId: uuid("contractor_id")
      .unique()
      .references(() => contractors.id),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("users_role_check", oneOf("role", USER_ROLES)),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("users_contractor_check", sql`(${t.role} = 'contractor') = (${t.contractorId} is not null)`),
  ],
);

/** id is the sha256 (hex) of the cookie's random token: a stolen table opens no session. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").$type<TokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("one_time_tokens_purpose_check", oneOf("purpose", TOKEN_PURPOSES)), index("one_time_tokens_user_idx").on(t.userId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.at), index("audit_log_at_idx").on(t.at)],
);

/** Fixed-window request counters for rate limits. Kept in the database, not in
 * memory, so the limit holds across every app process (DESIGN.md section 4). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
