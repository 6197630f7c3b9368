import { eq } from "drizzle-orm";
import { contractors, leadReturns, outbox, purchases } from "~/db/schema";
import type { Env } from "~/env.server";
import type { Tx } from "~/db/types.server";
import type { PipelineStatus } from "~/db/enums";
import { PURCHASE_UPDATED_EVENT, RETURN_DECIDED_EVENT, type PurchaseUpdatedWebhook, type ReturnDecidedWebhook } from "~/forms/purchase-webhooks";
import type { ReturnReason } from "~/content/return-reasons";
import { leadUrl } from "./sold-lead";

/**
 * A signed webhook for an Enterprise contractor with a webhook URL, as an
 * outbox row in the caller's transaction (so a rolled-back change sends
 * nothing), exactly as queueLeadDelivery queues lead.purchased; the webhook
 * sender signs it with the secret current at send time.
 */
export async function queueWebhook(tx: Tx, contractorId: string, body: { type: string; timestamp: string; data: unknown }, now: Date): Promise<void> {
  const [to] = await tx.select({ plan: contractors.plan, webhookUrl: contractors.webhookUrl }).from(contractors).where(eq(contractors.id, contractorId));
  if (to?.plan !== "enterprise" || !to.webhookUrl) return;
  await tx.insert(outbox).values({
    channel: "webhook",
    contractorId,
    kind: body.type,
    to: to.webhookUrl,
    text: JSON.stringify(body),
    status: "pending",
    nextAttemptAt: now,
    createdAt: now,
  });
}

export type PipelineChange = {
  contractorId: string;
  purchaseId: string;
  leadId: string;
  from: PipelineStatus;
  to: PipelineStatus;
  jobValueCents: number | null;
  now: Date;
};

/** purchase.updated: a purchase's pipeline status (or a won job's value) changed through the API, or the pro confirmed a hired quote. */
export async function queuePurchaseUpdated(tx: Tx, env: Env, change: PipelineChange): Promise<void> {
  await queueWebhook(
    tx,
    change.contractorId,
    {
      type: PURCHASE_UPDATED_EVENT,
      timestamp: change.now.toISOString(),
      data: {
        purchaseId: change.purchaseId,
        leadId: change.leadId,
        pipelineStatus: change.to,
        previousPipelineStatus: change.from,
        jobValueCents: change.jobValueCents,
        url: leadUrl(env.PUBLIC_URL, change.purchaseId),
      },
    } satisfies PurchaseUpdatedWebhook,
    change.now,
  );
}

/** return.decided: read back from the decided return row, so every decider (the automatic rule, an admin) sends the same body. */
export async function queueReturnDecided(tx: Tx, env: Env, returnId: string): Promise<void> {
  const [row] = await tx
    .select({ ret: leadReturns, leadId: purchases.leadId, priceCents: purchases.priceCents })
    .from(leadReturns)
    .innerJoin(purchases, eq(purchases.id, leadReturns.purchaseId))
    .where(eq(leadReturns.id, returnId));
  const ret = row?.ret;
  if (!row || !ret || ret.status === "pending" || !ret.decidedAt) throw new Error("queueReturnDecided: the return is missing or not decided");
  const auto = ret.decidedByUserId === null;
  await queueWebhook(
    tx,
    ret.contractorId,
    {
      type: RETURN_DECIDED_EVENT,
      timestamp: ret.decidedAt.toISOString(),
      data: {
        returnId: ret.id,
        purchaseId: ret.purchaseId,
        leadId: row.leadId,
        reasonCode: ret.reason as ReturnReason,
        decision: ret.status,
        decidedBy: auto ? "auto" : "admin",
        decisionReason: auto ? null : ret.decisionReason,
        creditedCents: ret.status === "credited" ? row.priceCents : 0,
        replacementPurchaseId: ret.replacementPurchaseId,
        url: leadUrl(env.PUBLIC_URL, ret.purchaseId),
      },
    } satisfies ReturnDecidedWebhook,
    ret.decidedAt,
  );
}
