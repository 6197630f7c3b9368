/**
 * The admin outbox never shows a usable credential: the token of every kind of private or one-time link, and a
 * code sent by text, are hidden in the list and its CSV export. "Re-send" issues a fresh link (the old one stops
 * working) in a new message, instead of sending the stored text again; a credential nothing can issue again
 * (a text's code, an unknown link) is refused rather than re-sent.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contractorApplications, contractors, emailChanges, outbox, privacyRequests, users } from "~/db/schema";
import { requestEmailChange } from "~/domain/accounts/change-email.server";
import { issueInvitation } from "~/domain/accounts/invitations.server";
import { isTokenValid } from "~/domain/accounts/one-time-tokens.server";
import { requestPasswordReset } from "~/domain/accounts/password-reset.server";
import { sendUnlockEmail } from "~/domain/accounts/send-unlock-email.server";
import { exportRows } from "~/domain/admin/export-lists.server";
import { listOutbox } from "~/domain/admin/list-outbox.server";
import { composeAlertEmail } from "~/domain/alerts/compose-lead-alert";
import { isAlertUnsubscribeToken } from "~/domain/alerts/unsubscribe-alerts.server";
import { requestPhoneChange } from "~/domain/contractors/change-phone.server";
import { requestOfLink } from "~/domain/request-links/request-links.server";
import { sendMyRequestLinks } from "~/domain/homeowners/send-my-request-links.server";
import { redeliverOutboxMessage } from "~/domain/admin/redeliver-outbox-message.server";
import { openPrivacyRequest } from "~/domain/privacy/confirm-privacy-request.server";
import { requestPrivacy } from "~/domain/privacy/request-privacy.server";
import { openReviewInvitation } from "~/domain/reviews/review-invitation.server";
import { hashToken } from "~/lib/auth/tokens.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makeAdmin, makeContractor } from "../marketplace/marketplace-fixtures";
import { invitedSale } from "../reviews/review-fixtures";
import { addOutboxListener } from "~/lib/wakeups/outbox-signal.server";
import { approveApplication } from "~/domain/contractors/approve-application.server";
import { resendInvitation } from "~/domain/admin/resend-invitation.server";

// Real scrypt at a cheaper cost: these tests hash and check passwords often (auth.test.ts tests the cost itself).
vi.mock("~/lib/auth/password.server", async (original) => (await import("../../support/cheap-password-hashes")).cheapPasswordHashes(original));

/** Every link token path the product e-mails, and the code of a text: what an admin must never read. */
const CREDENTIAL =
  /\/(?:invite|reset-password|unlock|account\/email\/revert|account\/email|privacy\/confirm|my-request|reviews|alerts\/unsubscribe)\/([A-Za-z0-9_-]{20,})|code is (\d{6})/g;
const credentialsOf = (text: string) => [...text.matchAll(CREDENTIAL)].map((m) => m[1] ?? m[2]!);

const NOW = new Date("2026-11-20T15:00:00Z");
let ip = 0;

describe.each(testEngines())("credentials in the admin outbox on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = () => ({ db: t.db, env: t.env, now: NOW });
  const ipCtx = () => ({ ...ctx(), ip: `198.51.100.${(ip += 1)}` });

  /** The newest message of a kind to an address, straight from the table (what the sender sends). */
  async function stored(to: string, kind: string) {
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(1);
    if (!row) throw new Error(`no ${kind} to ${to}`);
    return row;
  }

  /** One message of each kind that carries a credential, made by the product's own verbs. */
  async function messagesOfEveryKind() {
    const pro = await makeContractor(t.db, t.env);
    const [proRow] = await t.db.select().from(contractors).where(eq(contractors.id, pro.contractorId));
    await t.db.transaction((tx) => issueInvitation(tx, t.env, pro.userId, NOW));
    await requestPasswordReset(ctx(), proRow!.email);
    await t.db.transaction((tx) => sendUnlockEmail(tx, t.env, { id: pro.userId, email: proRow!.email }, NOW));
    const moved = `moved.${pro.contractorId.slice(0, 8)}@example.com`;
    await requestEmailChange(ctx(), pro.userId, moved);
    await requestPhoneChange(ctx(), pro.userId, pro.contractorId, "+12125559876");
    const alert = composeAlertEmail(
      { to: proRow!.email, contactName: proRow!.contactName, unsubscribeToken: proRow!.alertUnsubscribeToken },
      { leadId: crypto.randomUUID(), category: "roofing", city: "New York", state: "NY", zip: "10001", priceCents: 4_500 },
      t.env.PUBLIC_URL,
    );
    await t.db.insert(outbox).values({
      channel: "email",
      kind: alert.kind,
      to: alert.to,
      subject: alert.subject,
      text: alert.text,
      headers: alert.headers,
      status: "stored",
      createdAt: NOW,
    });
    const request = await sendQuoteRequest(t.db, t.env, {}, NOW);
    await sendMyRequestLinks(ipCtx(), { email: request.email });
    const sale = await invitedSale(t.db, t.env, new Date(NOW.getTime() - 30 * 24 * 3600_000));
    const privacyEmail = `privacy.${pro.contractorId.slice(0, 8)}@example.com`;
    await requestPrivacy(ipCtx(), { kind: "delete", email: privacyEmail });
    return {
      pro,
      email: proRow!.email,
      moved,
      request,
      sale,
      privacyEmail,
      alertKind: alert.kind,
      kinds: [
        [proRow!.email, "account.invitation"],
        [proRow!.email, "account.password-reset"],
        [proRow!.email, "account.unlock"],
        [moved, "account.email-change"],
        [proRow!.email, "account.email-change-notice"],
        ["+12125559876", "account.phone-code"],
        [proRow!.email, alert.kind],
        [request.email, "quote-request.confirmation"],
        [request.email, "quote-request.links"],
        [sale.request.email, "review.invitation"],
        [privacyEmail, "privacy.confirm"],
      ] as const,
    };
  }

  it("shows no link token and no code of any kind in the list or the export", async () => {
    const world = await messagesOfEveryKind();
    for (const [to, kind] of world.kinds) {
      const row = await stored(to, kind);
      const secrets = credentialsOf(row.text);
      expect({ kind, carries: secrets.length > 0 }).toEqual({ kind, carries: true });
      const [shown] = (await listOutbox(t.db, { to })).rows.filter((m) => m.id === row.id);
      const batches: unknown[] = [];
      for await (const batch of exportRows(t.db, { list: "outbox", filter: { to } })) batches.push(batch);
      const exported = JSON.stringify(batches);
      const leaked = secrets.filter((secret) => JSON.stringify(shown).includes(secret) || exported.includes(secret));
      expect({ kind, listed: shown !== undefined, hidden: shown?.text.includes("…"), leaked }).toEqual({ kind, listed: true, hidden: true, leaked: [] });
    }
  });

  it("re-sends a link message with a fresh link: the old one stops working, the new one works", async () => {
    const world = await messagesOfEveryKind();
    const adminId = await makeAdmin(t.db);
    const resend = async (to: string, kind: string) => {
      const before = await stored(to, kind);
      const { outboxId } = await redeliverOutboxMessage(ctx(), adminId, before.id, "resend");
      const [after] = await t.db.select().from(outbox).where(eq(outbox.id, outboxId));
      expect(after!.id).not.toBe(before.id);
      expect(after!.subject).toBe(before.subject);
      const [oldToken] = credentialsOf(before.text);
      const [newToken] = credentialsOf(after!.text);
      expect(newToken).toBeDefined();
      expect(newToken).not.toBe(oldToken);
      // The rest of the message is the same.
      expect(after!.text.replaceAll(newToken!, "T")).toBe(before.text.replaceAll(oldToken!, "T"));
      return { oldToken: oldToken!, newToken: newToken! };
    };

    for (const purpose of ["invitation", "password-reset", "unlock"] as const) {
      const { oldToken, newToken } = await resend(world.email, `account.${purpose}`);
      expect({ purpose, old: await isTokenValid(t.db, oldToken, purpose, NOW), fresh: await isTokenValid(t.db, newToken, purpose, NOW) }).toEqual({
        purpose,
        old: false,
        fresh: true,
      });
    }

    const change = await resend(world.moved, "account.email-change");
    const open = async (token: string) =>
      (
        await t.db
          .select({ usedAt: emailChanges.usedAt, newEmail: emailChanges.newEmail })
          .from(emailChanges)
          .where(eq(emailChanges.tokenHash, hashToken(token)))
      )[0];
    expect((await open(change.oldToken))!.usedAt).not.toBeNull();
    expect(await open(change.newToken)).toEqual({ usedAt: null, newEmail: world.moved });

    for (const kind of ["quote-request.confirmation", "quote-request.links"]) {
      const link = await resend(world.request.email, kind);
      expect({ kind, old: await requestOfLink(t.db, link.oldToken, NOW), fresh: await requestOfLink(t.db, link.newToken, NOW) }).toEqual({
        kind,
        old: undefined,
        fresh: world.request.id,
      });
    }

    const review = await resend(world.sale.request.email, "review.invitation");
    expect(await openReviewInvitation(t.db, review.oldToken, NOW)).toBeUndefined();
    expect(await openReviewInvitation(t.db, review.newToken, NOW)).toMatchObject({ state: "open" });

    const privacy = await resend(world.privacyEmail, "privacy.confirm");
    expect(await openPrivacyRequest(t.db, privacy.oldToken, NOW)).toBeUndefined();
    expect(await openPrivacyRequest(t.db, privacy.newToken, NOW)).toMatchObject({ kind: "delete" });
    expect(
      await t.db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.tokenHash, hashToken(privacy.oldToken))),
    ).toHaveLength(0);

    const undo = await resend(world.email, "account.email-change-notice");
    const undoOf = async (token: string) =>
      (
        await t.db
          .select({ userId: emailChanges.userId })
          .from(emailChanges)
          .where(eq(emailChanges.revertTokenHash, hashToken(token)))
      )[0];
    expect(await undoOf(undo.oldToken)).toBeUndefined();
    expect(await undoOf(undo.newToken)).toEqual({ userId: world.pro.userId });
  });

  it("keeps an alert's unsubscribe link working when the alert is re-sent, and refuses to re-send a code or an unknown link", async () => {
    const world = await messagesOfEveryKind();
    const adminId = await makeAdmin(t.db);
    const alert = await stored(world.email, world.alertKind);
    const { outboxId } = await redeliverOutboxMessage(ctx(), adminId, alert.id, "resend");
    const [copy] = await t.db.select().from(outbox).where(eq(outbox.id, outboxId));
    // Every earlier alert carries the same unsubscribe link, which must keep working: it is not rotated.
    expect(copy!.text).toBe(alert.text);
    expect(await isAlertUnsubscribeToken(ctx(), credentialsOf(alert.text)[0]!)).toBe(true);

    const code = await stored("+12125559876", "account.phone-code");
    await expect(redeliverOutboxMessage(ctx(), adminId, code.id, "resend")).rejects.toThrow("A code is not sent again");
    const [unknown] = await t.db
      .insert(outbox)
      .values({
        channel: "email",
        kind: "account.something-new",
        to: world.email,
        subject: "S",
        text: `Open https://thp.example/account/new-thing/${"A".repeat(43)}`,
        status: "sent",
        createdAt: NOW,
      })
      .returning({ id: outbox.id });
    await expect(redeliverOutboxMessage(ctx(), adminId, unknown!.id, "resend")).rejects.toThrow("cannot issue again");
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, "account.something-new"))).toHaveLength(1);
  });

  it("refuses to re-send an invitation once the password is set, and an account link to an address the account has left", async () => {
    const world = await messagesOfEveryKind();
    const adminId = await makeAdmin(t.db);
    const invitation = await stored(world.email, "account.invitation");
    const reset = await stored(world.email, "account.password-reset");
    await t.db
      .update(users)
      .set({ email: `elsewhere.${world.pro.userId.slice(0, 8)}@example.com` })
      .where(eq(users.id, world.pro.userId));
    await expect(redeliverOutboxMessage(ctx(), adminId, reset.id, "resend")).rejects.toThrow("another e-mail address now");
    await t.db.update(users).set({ email: world.email }).where(eq(users.id, world.pro.userId));
    await t.db.update(users).set({ passwordHash: "set" }).where(eq(users.id, world.pro.userId));
    await expect(redeliverOutboxMessage(ctx(), adminId, invitation.id, "resend")).rejects.toThrow("already set a password");
  });

  it("wakes the senders after the commit of an invitation, a resent one and a reset, so the link is not a minute late", async () => {
    const adminId = await makeAdmin(t.db);
    const nextYear = `${NOW.getUTCFullYear() + 1}-06-30`;
    const [application] = await t.db
      .insert(contractorApplications)
      .values({
        businessName: "Wake Roofing",
        firstName: "Ada",
        lastName: "Builder",
        email: `wake.${crypto.randomUUID().slice(0, 8)}@example.com`,
        phone: "+12125552111",
        licenseNumber: "NY-1",
        yearsInBusiness: 6,
        serviceCategory: "roofing",
        serviceAreas: "Manhattan 10001",
        insuranceProvider: "Mutual",
        certifiedAt: NOW,
      })
      .returning();
    const signals: string[] = [];
    let step = "";
    const stop = addOutboxListener(() => signals.push(step));
    try {
      step = "approve";
      const approved = await approveApplication(ctx(), adminId, application!.id, { licenseExpiresOn: nextYear, insuranceExpiresOn: nextYear });
      step = "resend";
      await resendInvitation(ctx(), adminId, approved.contractorId);
      step = "reset";
      await requestPasswordReset(ctx(), application!.email);
    } finally {
      stop();
    }
    expect([...new Set(signals)]).toEqual(["approve", "resend", "reset"]);
  });
});
