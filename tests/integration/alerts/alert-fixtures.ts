/** Shared steps of the alert suites: contractors with alert settings, and leads that auto-buy has had its turn at. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contractors, leadAlerts, outbox } from "~/db/schema";
import { offerNewLeads } from "~/domain/marketplace/offer-new-leads.server";
import type { Env } from "~/env.server";
import { makeContractor, makeQuoteRequest, type ContractorOptions } from "../marketplace/marketplace-fixtures";

export type AlertOptions = Partial<
  Pick<
    typeof contractors.$inferInsert,
    "alertEmail" | "alertSms" | "alertPush" | "alertCategories" | "alertQuietStart" | "alertQuietEnd" | "alertTimeZone" | "alertHourlyCap" | "autoBuy"
  >
>;

export async function alertedContractor(db: Db, env: Env, o: ContractorOptions & AlertOptions = {}): Promise<string> {
  const { alertEmail, alertSms, alertPush, alertCategories, alertQuietStart, alertQuietEnd, alertTimeZone, alertHourlyCap, autoBuy, ...rest } = o;
  const c = await makeContractor(db, env, { balanceCents: 500_00, ...rest });
  const settings = Object.fromEntries(
    Object.entries({ alertEmail, alertSms, alertPush, alertCategories, alertQuietStart, alertQuietEnd, alertTimeZone, alertHourlyCap, autoBuy }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  if (Object.keys(settings).length > 0) await db.update(contractors).set(settings).where(eq(contractors.id, c.contractorId));
  return c.contractorId;
}

/** A new quote request whose leads the auto-buy job has offered (alerts come after auto-buy's turn). */
export async function offeredLeads(db: Db, env: Env, now: Date, o: Parameters<typeof makeQuoteRequest>[1] = {}) {
  const request = await makeQuoteRequest(db, { createdAt: new Date(now.getTime() - 60_000), ...o });
  await offerNewLeads({ db, env, now });
  return request;
}

export async function alertRows(db: Db) {
  return db.select().from(leadAlerts).orderBy(leadAlerts.createdAt, leadAlerts.contractorId);
}

export async function alertMessages(db: Db) {
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.kind} like 'lead.alert%'`)
    .orderBy(outbox.createdAt, outbox.channel);
}
