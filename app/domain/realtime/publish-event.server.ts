import type { Executor } from "~/lib/db-types.server";

export type MarketplaceEvent =
  | { type: "lead.sold"; leadId: string; contractorId: string; purchaseId: string; autoBuy: boolean }
  | { type: "leads.available"; leadIds: string[]; category: string; zip: string };

/** PLACEHOLDER until the real-time work lands: publishes nothing. */
export async function publishEvent(_tx: Executor, _event: MarketplaceEvent): Promise<void> {}
