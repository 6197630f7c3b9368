/**
 * Auto-buy end to end through pg-boss: a quote request submitted through the
 * form handler is bought for a subscriber by the running job, without the
 * test calling the domain function.
 */
import { submitForm } from "~/web/submit-form.server";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { contractors, leads, purchases, quoteRequests } from "~/db/schema";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { startJobs, stopJobs } from "~/jobs/jobs.server";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { waitFor } from "../../support/wait-for";
import { makeContractor } from "./marketplace-fixtures";

describe.each(testEngines())("the auto-buy job on %s", (engine) => {
  const t = useTestDatabase(engine);
  afterEach(async () => {
    await stopJobs();
  });

  const submit = async (n: number) => {
    const fields = {
      fullName: "Sam Rivera",
      email: `sam.solar.${n}@example.com`,
      phone: phoneFor(n),
      zip: "10001",
      category: "solar",
      details: "Solar panels for a flat roof.",
      pros: "1",
      timeline: "within-month",
      ownership: "owner",
      consent: "on",
    };
    const result = await submitForm(quoteRequestPost, handleQuoteRequestSubmission, urlencodedPost("/get-quotes", fields), context(t.db, t.env));
    if (!result.ok) throw new Error(result.formError);
    const [request] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
    const [lead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, request!.id));
    return { request: request!, lead: lead! };
  };
  const autoBuyer = async () => {
    const pro = await makeContractor(t.db, t.env, { plan: "professional", categories: ["solar"], balanceCents: 500_00 });
    await t.db.update(contractors).set({ autoBuy: true }).where(eq(contractors.id, pro.contractorId));
    return pro;
  };

  it("buys a newly submitted quote request's lead for a subscriber with auto-buy on", async () => {
    const pro = await autoBuyer();
    await startJobs(t.handle, t.env, { pollingIntervalSeconds: 0.5 });
    const { request, lead } = await submit(777);

    const purchase = await waitFor(async () => (await t.db.select().from(purchases).where(eq(purchases.leadId, lead.id)))[0], {
      timeoutMs: 90_000,
      what: "the auto-buy job",
    });
    expect(purchase).toMatchObject({ contractorId: pro.contractorId, autoBuy: true, quoteRequestId: request.id });
    const [after] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe("sold");
    expect(after?.autoBuyOfferedAt).toBeInstanceOf(Date);
  }, 120_000);

  it("buys a lead submitted before the workers started as soon as they start, not at the next minute's sweep", async () => {
    // The server answers before it starts its workers (decision 0056): this request's wake-up reached nobody.
    const pro = await autoBuyer();
    const { lead } = await submit(778);
    await startJobs(t.handle, t.env, { pollingIntervalSeconds: 0.5 });
    // The sweep runs on the minute; 15 s leaves it a quarter of a chance, the wake at start none to be needed.
    const purchase = await waitFor(async () => (await t.db.select().from(purchases).where(eq(purchases.leadId, lead.id)))[0], {
      timeoutMs: 15_000,
      what: "the auto-buy run at start",
    });
    expect(purchase).toMatchObject({ contractorId: pro.contractorId, autoBuy: true });
  }, 60_000);
});
