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
    /** Unused since sign-in throttling moved to sign_in_throttles (decision 0011); kept, no destructive migration. */
    failedLogins: integer("failed_logins").notNull().default(0),
    /** Unused since decision 0011, like failedLogins. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // Two-factor sign-in (RFC 6238 TOTP, app/domain/accounts/two-factor): the base32 secret is set when enrolment
    // starts and counts only once totpEnabledAt is set (the first code was right); totpLastStep refuses a replayed code.
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    totpLastStep: integer("totp_last_step"),
    /** IANA zone a staff member reads times in (admin console setting); null: the company's (America/New_York). */
    timeZone: text("time_zone"),
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
    /** When this session last gave the password (and code) again: sensitive changes need it recent (confirm-identity). */
    reauthenticatedAt: timestamp("reauthenticated_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Failed sign-ins (decision 0011), keyed by the e-mail as typed (lower-cased,
 * whether or not an account has it, so unknown e-mails behave the same) and
 * the client: `ip:<address>` or `device:<hash>` for a known device, or `*`
 * for the account-wide count. blockedUntil: for a client, the end of its
 * progressive delay; for `*`, the end of the new-device lock.
 */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    failures: integer("failures").notNull().default(0),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), index("sign_in_throttles_last_failure_idx").on(t.lastFailureAt)],
);

/**
 * Browsers that signed in to (or were confirmed for) an account: the
 * `thp_device` cookie's random token, stored as its sha256 only. A known
 * device may sign in while the account is locked against new devices.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index("known_devices_user_idx").on(t.userId)],
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
  (t) => [
    index("audit_log_at_id_idx").on(t.at, t.id),
    // One entity's history, keyset (at, id) — a contractor's on its admin page.
    index("audit_log_entity_at_id_idx").on(t.entity, t.entityId, t.at, t.id),
  ],
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
