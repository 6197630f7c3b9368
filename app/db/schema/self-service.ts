/**
 * Account self-service (decision 0029): e-mail changes waiting for their link,
 * phone numbers waiting for their SMS code, two-factor sign-in (the TOTP
 * secret sits on users; recovery codes and the half-done sign-in here).
 * Every secret a visitor holds (link token, SMS code, recovery code, challenge
 * cookie) is stored as its sha256 only.
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { contractors } from "./contractors";
import { users } from "./accounts";

/** A new sign-in e-mail waiting for the link sent to it; the address changes only when the link is used. */
export const emailChanges = pgTable(
  "email_changes",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    newEmail: text("new_email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** The address it moves from (null on rows older than the revert link). */
    oldEmail: text("old_email"),
    /** sha256 of the token of the notice's revert link, mailed to the old address. */
    revertTokenHash: text("revert_token_hash").unique(),
    revertedAt: timestamp("reverted_at", { withTimezone: true }),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

/** One pending mobile number per contractor: a 6-digit code (hashed) sent to it by SMS, a few tries, a short life. */
export const phoneVerifications = pgTable("phone_verifications", {
  contractorId: uuid("contractor_id")
    .primaryKey()
    .references(() => contractors.id, { onDelete: "cascade" }),
  /** E.164. */
  phone: text("phone").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Ten one-time recovery codes per user with two-factor sign-in; a used code keeps its row (usedAt) so it never works again. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is still due:
 * id is the sha256 of the `thp_2fa` cookie. No session exists until the code
 * is given; a few wrong codes end the challenge (the password is asked again).
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    failures: integer("failures").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_challenges_user_idx").on(t.userId)],
);
