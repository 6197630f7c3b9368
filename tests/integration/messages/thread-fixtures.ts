/** A bought lead to write in, for the thread suites: the homeowner's request, its buyer, and what a test needs of them. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contractors, leads } from "~/db/schema";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import type { Env } from "~/env.server";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makeContractor } from "../marketplace/marketplace-fixtures";

export type Sale = Awaited<ReturnType<typeof makeSale>>;

/** A request for one pro and its sale; `enterprise` gives the buyer a webhook URL, so message.received is queued. */
export async function makeSale(db: Db, env: Env, o: { enterprise?: boolean; fields?: Record<string, string> } = {}) {
  const buyer = await makeContractor(db, env, { zips: ["10001"], base: null, balanceCents: 500_00, plan: o.enterprise ? "enterprise" : "pay-as-you-go" });
  if (o.enterprise) await db.update(contractors).set({ webhookUrl: "https://crm.example.com/hooks/thp" }).where(eq(contractors.id, buyer.contractorId));
  const [pro] = await db
    .select({ email: contractors.email, businessName: contractors.businessName })
    .from(contractors)
    .where(eq(contractors.id, buyer.contractorId));
  const request = await sendQuoteRequest(db, env, { zip: "10001", pros: "1", ...o.fields });
  const [lead] = await db.select().from(leads).where(eq(leads.quoteRequestId, request.id));
  const { purchaseId } = await purchaseLead({ db, env }, buyer.contractorId, lead!.id, `key-${randomUUID()}`);
  return { purchaseId, contractorId: buyer.contractorId, proEmail: pro!.email, businessName: pro!.businessName, request };
}
