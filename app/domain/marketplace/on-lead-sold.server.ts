import type { Env } from "~/env.server";
import type { Tx } from "~/db/types.server";
import { eq } from "drizzle-orm";
import { contractors, leads, purchases, quoteRequests } from "~/db/schema";
import { deliveryColumns, queueLeadDelivery } from "~/domain/deliveries/queue-lead-delivery.server";
import { tellHomeownerWhoWillCall, whoWillCallColumns } from "~/domain/marketplace/tell-homeowner-who-will-call.server";
import { eventStatement } from "~/domain/realtime/publish-event.server";
import { flushWrites } from "~/db/write-batch.server";
import type { Sale } from "~/domain/deliveries/sold-lead";

/**
 * Everything a sale sets off, inside the sale's own transaction, so a
 * committed sale always has its deliveries queued (outbox rows) and its
 * real-time event sent (NOTIFY is delivered at commit, never for a rollback).
 * The announcement is the sale's last statement: the writes a buyer's
 * purchase batched (purchaseLead: ledger, deliveries) go out with it.
 */
export async function onLeadSold(tx: Tx, env: Env, sale: Sale): Promise<void> {
  // One read of the sale for both messages: the buyer's delivery and the homeowner's "who will call".
  const [row] = await tx
    .select({ ...deliveryColumns, call: whoWillCallColumns })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.leadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, purchases.quoteRequestId))
    .innerJoin(contractors, eq(contractors.id, purchases.contractorId))
    .where(eq(purchases.id, sale.purchaseId));
  if (!row) throw new Error("onLeadSold: the sale's purchase is missing");
  await queueLeadDelivery(tx, env, sale, row);
  await tellHomeownerWhoWillCall(tx, env, sale, row.call);
  await flushWrites(
    tx,
    eventStatement({ type: "lead.sold", leadId: sale.leadId, contractorId: sale.contractorId, purchaseId: sale.purchaseId, autoBuy: sale.autoBuy }),
  );
}
