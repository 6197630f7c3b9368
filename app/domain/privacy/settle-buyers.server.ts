import { eq, inArray } from "drizzle-orm";
import { contractors, leadReturns, leads, purchases, quoteRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { getCategory } from "~/content/categories";
import { entriesForCredit } from "../ledger/ledger-rules";
import { lockBalance, postLedger } from "../ledger/ledger.server";
import { sendLedgerReceipts } from "../ledger/receipts.server";
import { transition } from "../marketplace/lead-state-machine";
import { isReturnable } from "../marketplace/returns";
import { sendEmail } from "../outbox/queue-email.server";
import { formatCents } from "../shared/money";

/** The lead_returns reason of a lead credited because its homeowner's data was erased. */
export const ERASED_RETURN_REASON = "homeowner-erased";

/**
 * Tells every contractor who bought one of these requests that the homeowner
 * had their data erased, and credits, through the ledger, each purchase a
 * return could still be filed for (returns.ts isReturnable: inside the window
 * and not marked Won, a lead that became a job was a good lead) that has no
 * return yet (sold → returned → credited, as an automatic return would). Called in the erasure's
 * transaction, before the contact details are erased; the e-mails name the
 * request's reference only.
 */
export async function settleBuyers(
  tx: Tx,
  env: Pick<Env, "SMTP_URL" | "RETURN_WINDOW_DAYS" | "PUBLIC_URL">,
  quoteRequestIds: string[],
  now: Date,
): Promise<{ told: number; credited: number }> {
  if (quoteRequestIds.length === 0) return { told: 0, credited: 0 };
  const bought = await tx
    .select({
      purchaseId: purchases.id,
      leadId: purchases.leadId,
      contractorId: purchases.contractorId,
      priceCents: purchases.priceCents,
      purchasedAt: purchases.purchasedAt,
      pipelineStatus: purchases.pipelineStatus,
      leadStatus: leads.status,
      reference: quoteRequests.reference,
      category: leads.category,
      zip: leads.zip,
      contractorEmail: contractors.email,
      returnId: leadReturns.id,
    })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
    .leftJoin(leadReturns, eq(leadReturns.purchaseId, purchases.id))
    .where(inArray(purchases.quoteRequestId, quoteRequestIds));
  let credited = 0;
  for (const p of bought) {
    const creditNow = p.leadStatus === "sold" && !p.returnId && isReturnable(p, now, env.RETURN_WINDOW_DAYS);
    if (creditNow) {
      await lockBalance(tx, p.contractorId);
      const returned = transition("sold", "requestReturn");
      await tx
        .update(leads)
        .set({ status: transition(returned, "approveCredit"), statusReason: ERASED_RETURN_REASON, statusChangedAt: now })
        .where(eq(leads.id, p.leadId));
      await tx.insert(leadReturns).values({
        purchaseId: p.purchaseId,
        contractorId: p.contractorId,
        reason: ERASED_RETURN_REASON,
        status: "credited",
        decisionReason: "auto",
        decidedAt: now,
        createdAt: now,
      });
      const credit = { kind: "credit", memo: "Lead credited: homeowner's data erased", now } as const;
      await sendLedgerReceipts(tx, env, await postLedger(tx, entriesForCredit(p.contractorId, p.priceCents), { ...credit, referenceId: p.purchaseId }), credit);
      credited += 1;
    }
    const trade = getCategory(p.category)?.name ?? p.category;
    await sendEmail(
      tx,
      env,
      {
        kind: "privacy.buyer-told",
        to: p.contractorEmail,
        subject: `Lead ${p.reference}: the homeowner asked us to delete their data`,
        text: [
          `The homeowner of lead ${p.reference} (${trade}, ZIP ${p.zip}) asked us to delete their personal data.`,
          "Their contact details are no longer shown in your dashboard or the API. Please delete any copy you keep and do not contact them again.",
          creditNow ? `The lead was bought within the return window, so we credited ${formatCents(p.priceCents)} to your balance.` : "",
        ]
          .filter(Boolean)
          .join("\n\n"),
      },
      now,
    );
  }
  return { told: bought.length, credited };
}
