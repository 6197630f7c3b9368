import type { Env } from "~/env.server";
import type { Tx } from "~/lib/db-types.server";
import type { Sale } from "~/domain/marketplace/on-lead-sold.server";

/** PLACEHOLDER until the delivery work lands: queues nothing. */
export async function queueLeadDelivery(_tx: Tx, _env: Env, _sale: Sale): Promise<void> {}
