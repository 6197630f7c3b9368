import { eq, sql } from "drizzle-orm";
import { contractorApplications, contractorBalances, contractors, ledgerAccounts, users } from "~/db/schema";
import { isCategorySlug } from "~/content/categories";
import { audit } from "~/domain/shared/audit.server";
import { assertAdmin } from "~/domain/accounts/assert-admin.server";
import { issueInvitation } from "~/domain/accounts/invitations.server";
import { accountKey, contractorBalance } from "~/domain/ledger/ledger-rules";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import type { Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { lookupZip, unknownZips } from "~/lib/zip-lookup.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { DomainError } from "../shared/errors";
import { allocateSlug } from "./allocate-slug.server";
import { applicationRejectReason, MISSING_EXPIRY_MESSAGE, REJECT_REASON_MESSAGE, type ApprovalTerms } from "~/forms/application-decision";

/** Radius around the first ZIP of the application's service areas until the contractor sets their own. */
export const DEFAULT_RADIUS_MILES = 25;

async function lockUndecided(tx: Tx, applicationId: string) {
  const [application] = await tx.select().from(contractorApplications).where(eq(contractorApplications.id, applicationId)).for("update");
  if (!application) throw new DomainError("not_found", "This application could not be found.");
  if (application.status === "approved" || application.status === "rejected") {
    throw new DomainError("already_decided", `This application was already ${application.status}.`);
  }
  return application;
}

const EXPIRED_MESSAGE = { licenseExpiresOn: "This licence has expired", insuranceExpiresOn: "This insurance has expired" } as const;

/**
 * The expiry dates are required and must not have passed, unless the admin
 * gives a reason (checked here again: the form is not the only caller).
 */
function checkApprovalTerms(terms: ApprovalTerms, now: Date): void {
  if (terms.overrideReason) return;
  const today = now.toISOString().slice(0, 10);
  for (const field of ["licenseExpiresOn", "insuranceExpiresOn"] as const) {
    const date = terms[field];
    if (!date) throw new DomainError("invalid_input", MISSING_EXPIRY_MESSAGE[field], { field });
    if (date < today) throw new DomainError("invalid_input", `${EXPIRED_MESSAGE[field]} (${date}): ask for the renewed document, or give a reason.`, { field });
  }
}

/**
 * Approve an application: the contractor (profile from the application), its
 * user, its zero balance, the invitation e-mail and the audit row, all in ONE
 * transaction. The application row is locked, so a second approval (double
 * click, two admins) is refused with 'already_decided'.
 */
export async function approveApplication(
  ctx: DomainContext,
  adminId: string,
  applicationId: string,
  terms: ApprovalTerms,
): Promise<{ contractorId: string; userId: string; invitationToken: string }> {
  const now = nowOf(ctx);
  await assertAdmin(ctx.db, adminId);
  checkApprovalTerms(terms, now);
  const approved = await ctx.db.transaction(async (tx) => {
    const application = await lockUndecided(tx, applicationId);
    const email = application.email.trim().toLowerCase();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) throw new DomainError("email_taken", "An account with this e-mail already exists.");

    // Only ZIPs with a centroid (the form refuses others now; older applications may still name some).
    const named = [...new Set(application.serviceAreas.match(/\b\d{5}\b/g) ?? [])];
    const unknown = new Set(await unknownZips(named));
    const zips = named.filter((zip) => !unknown.has(zip));
    const base = zips[0] ? await lookupZip(zips[0]) : undefined;
    const [contractor] = await tx
      .insert(contractors)
      .values({
        applicationId,
        businessName: application.businessName,
        slug: await allocateSlug(tx, application.businessName),
        contactName: `${application.firstName} ${application.lastName}`,
        email,
        phone: application.phone,
        licenseNumber: application.licenseNumber,
        yearsInBusiness: application.yearsInBusiness,
        insuranceProvider: application.insuranceProvider,
        website: application.website,
        serviceAreasText: application.serviceAreas,
        categories: isCategorySlug(application.serviceCategory) ? [application.serviceCategory] : [],
        serviceZipCodes: zips,
        baseZip: base?.zip ?? null,
        baseLat: base?.latitude ?? null,
        baseLng: base?.longitude ?? null,
        radiusMiles: base ? DEFAULT_RADIUS_MILES : null,
        licenseState: terms.licenseState ?? base?.state ?? null,
        licenseExpiresOn: terms.licenseExpiresOn,
        insuranceExpiresOn: terms.insuranceExpiresOn,
        createdAt: now,
      })
      .returning();
    if (!contractor) throw new Error("contractor insert returned no row");
    await tx.insert(contractorBalances).values({ contractorId: contractor.id, balanceCents: 0, updatedAt: now });
    await tx.insert(ledgerAccounts).values({ key: accountKey(contractorBalance(contractor.id)), kind: "contractor-balance", contractorId: contractor.id });
    const [user] = await tx.insert(users).values({ email, role: "contractor", contractorId: contractor.id, createdAt: now }).returning({ id: users.id });
    if (!user) throw new Error("user insert returned no row");
    await tx.update(contractorApplications).set({ status: "approved" }).where(eq(contractorApplications.id, applicationId));
    const { token } = await issueInvitation(tx, ctx.env, user.id, now);
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "application.approve",
        entity: "contractor_application",
        entityId: applicationId,
        before: { status: application.status },
        after: {
          status: "approved",
          contractorId: contractor.id,
          userId: user.id,
          licenseExpiresOn: terms.licenseExpiresOn,
          insuranceExpiresOn: terms.insuranceExpiresOn,
          ...(terms.overrideReason ? { overrideReason: terms.overrideReason } : {}),
        },
      },
      now,
    );
    return { contractorId: contractor.id, userId: user.id, invitationToken: token };
  });
  // The invitation goes now, not at the outbox's next sweep (up to a minute later).
  signalOutbox();
  return approved;
}

/** Reject with a reason: the reason is e-mailed to the applicant and kept in the audit log. */
export async function rejectApplication(ctx: DomainContext, adminId: string, applicationId: string, reason: string): Promise<void> {
  const now = nowOf(ctx);
  const checked = applicationRejectReason.safeParse(reason);
  if (!checked.success) throw new DomainError("invalid_input", REJECT_REASON_MESSAGE);
  const text = checked.data;
  await assertAdmin(ctx.db, adminId);
  await ctx.db.transaction(async (tx) => {
    const application = await lockUndecided(tx, applicationId);
    await tx.update(contractorApplications).set({ status: "rejected" }).where(eq(contractorApplications.id, applicationId));
    await sendEmail(
      tx,
      ctx.env,
      {
        kind: "application.rejected",
        to: application.email,
        subject: "Your Trusted Home Pros application",
        text: `Dear ${application.firstName},\n\nThank you for applying to join Trusted Home Pros. We are unable to approve your application for ${application.businessName} at this time.\n\nReason: ${text}\n\nYou are welcome to apply again once this is resolved.`,
      },
      now,
    );
    await audit(
      tx,
      {
        actorUserId: adminId,
        action: "application.reject",
        entity: "contractor_application",
        entityId: applicationId,
        before: { status: application.status },
        after: { status: "rejected", reason: text },
      },
      now,
    );
  });
}

/** Move a submitted application into review (optional step of the admin console). */
export async function markApplicationInReview(ctx: DomainContext, adminId: string, applicationId: string): Promise<void> {
  await assertAdmin(ctx.db, adminId);
  await ctx.db.execute(sql`update contractor_applications set status = 'in_review' where id = ${applicationId} and status = 'submitted'`);
}
