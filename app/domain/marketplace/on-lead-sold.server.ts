import type { Env } from "~/env.server";
import type { Tx } from "~/db/types.server";
import { queueLeadDelivery } from "~/domain/deliveries/queue-lead-delivery.server";
import { tellHomeownerWhoWillCall } from "~/domain/homeowners/tell-homeowner-who-will-call.server";
import { publishEvent } from "~/domain/realtime/publish-event.server";
import type { Sale } from "~/domain/deliveries/sold-lead";


/**
 * Everything a sale sets off, inside the sale's own transaction, so a
 * committed sale always has its deliveries queued (outbox rows) and its
 * real-time event sent (NOTIFY is delivered at commit, never for a rollback).
 */
export async function onLeadSold(tx: Tx, env: Env, sale: Sale): Promise<void> {
  await queueLeadDelivery(tx, env, sale);
  await tellHomeownerWhoWillCall(tx, env, sale);
  await publishEvent(tx, { type: "lead.sold", leadId: sale.leadId, contractorId: sale.contractorId, purchaseId: sale.purchaseId, autoBuy: sale.autoBuy });
}
