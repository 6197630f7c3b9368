/**
 * Alerts end to end through pg-boss: a quote request submitted through the
 * form handler is offered to auto-buy, which wakes the alert job, which
 * queues the alert, without the test calling either domain step.
 */
import { submitForm } from "~/web/submit-form.server";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { leadAlerts, leads, outbox, quoteRequests } from "~/db/schema";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { startJobs, stopJobs } from "~/jobs/jobs.server";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { waitFor } from "../../support/wait-for";
import { alertedContractor } from "./alert-fixtures";

describe.each(testEngines())("the alert job on %s", (engine) => {
  const t = useTestDatabase(engine);
  afterEach(async () => {
    await stopJobs();
  });

  it("alerts a matching contractor about a newly submitted quote request, once", async () => {
    const pro = await alertedContractor(t.db, t.env, { categories: ["plumbing"] });
    await startJobs(t.handle, t.env, { pollingIntervalSeconds: 0.5 });

    const fields = {
      fullName: "Ada Pipes",
      email: "ada.pipes@example.com",
      phone: phoneFor(778),
      zip: "10001",
      category: "plumbing",
      details: "Leaking pipe under the sink.",
      pros: "1",
      timeline: "within-month",
      ownership: "owner",
      consent: "on",
    };
    const result = await submitForm(quoteRequestPost, handleQuoteRequestSubmission, urlencodedPost("/get-quotes", fields), context(t.db, t.env));
    if (!result.ok) throw new Error(result.formError);
    const [request] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
    const [lead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, request!.id));

    const message = await waitFor(async () => (await t.db.select().from(outbox).where(eq(outbox.kind, "lead.alert")))[0], {
      timeoutMs: 90_000,
      what: "the alert job",
    });
    expect(message).toMatchObject({ contractorId: pro, channel: "email" });
    expect(message.text).toContain(`#lead-${lead!.id}`);
    expect(message.text).not.toContain("Ada");
    expect(await t.db.select().from(leadAlerts)).toEqual([expect.objectContaining({ leadId: lead!.id, contractorId: pro, status: "sent" })]);
  }, 120_000);
});
