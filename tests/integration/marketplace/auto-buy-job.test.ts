/**
 * Auto-buy end to end through pg-boss: a quote request submitted through the
 * form handler is bought for a subscriber by the running job, without the
 * test calling the domain function.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contractors, leads, purchases, quoteRequests } from "~/db/schema";
import { handleQuoteRequestSubmission } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { startJobs, stopJobs } from "~/jobs/jobs.server";
import { phoneFor } from "../../support/form-cases";
import { context, testEnv, urlencodedPost } from "../../support/form-requests";
import { openTestDatabase, testEngines } from "../../support/test-database";
import { makeContractor } from "./marketplace-fixtures";

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting for the auto-buy job");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testEngines())("the auto-buy job on %s", (engine) => {
  let handle: DatabaseHandle;
  const t = testEnv();
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterEach(async () => {
    await stopJobs();
  });
  afterAll(async () => {
    await handle.close();
    t.cleanup();
  });

  it("buys a newly submitted quote request's lead for a subscriber with auto-buy on", async () => {
    const pro = await makeContractor(handle.db, t.env, { plan: "professional", categories: ["solar"], balanceCents: 500_00 });
    await handle.db.update(contractors).set({ autoBuy: true }).where(eq(contractors.id, pro.contractorId));
    await startJobs(handle, t.env, { pollingIntervalSeconds: 0.5 });

    const fields = { fullName: "Sam Rivera", email: "sam.solar@example.com", phone: phoneFor(777), zip: "10001", category: "solar", details: "Solar panels for a flat roof.", pros: "1", consent: "on" };
    const result = await handleQuoteRequestSubmission(urlencodedPost("/get-quotes", fields), context(handle.db, t.env));
    if (!result.ok) throw new Error(result.formError);
    const [request] = await handle.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
    const [lead] = await handle.db.select().from(leads).where(eq(leads.quoteRequestId, request!.id));

    const purchase = await waitFor(async () => (await handle.db.select().from(purchases).where(eq(purchases.leadId, lead!.id)))[0]);
    expect(purchase).toMatchObject({ contractorId: pro.contractorId, autoBuy: true, quoteRequestId: request!.id });
    const [after] = await handle.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(after?.status).toBe("sold");
    expect(after?.autoBuyOfferedAt).toBeInstanceOf(Date);
  }, 120_000);
});
