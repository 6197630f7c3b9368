/** The quote form's project questions: stored as { questionId: choiceValue }, shown to buyers in words. */
import { submitForm } from "~/web/submit-form.server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, quoteRequests } from "~/db/schema";
import { leadFacts } from "~/domain/marketplace/lead-facts.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";
import { sendQuoteRequest } from "../homeowners/homeowner-world";

describe.each(testEngines())("project answers, on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("stores the common answers and the chosen trade's, and the lead shows them in words", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { timeline: "urgent", budget: "15k-30k", "roofing-material": "asphalt", "hvac-systemType": "furnace" });
    const [row] = await t.db.select({ answers: quoteRequests.answers }).from(quoteRequests).where(eq(quoteRequests.id, sent.id));
    expect(row?.answers).toEqual({ timeline: "urgent", ownership: "owner", budget: "15k-30k", material: "asphalt" });
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, sent.id)).limit(1);
    const facts = await leadFacts(t.db, lead!.id);
    expect(facts?.projectAnswers.map((a) => `${a.label}: ${a.value}`)).toEqual([
      "Timeline: Urgent",
      "Ownership: I own it",
      "Budget: $15,000 – $30,000",
      "Roof material: Asphalt shingles",
    ]);
  });

  it("refuses a request without timeline and ownership with a message next to each, and stores nothing", async () => {
    const result = await submitForm(
      quoteRequestPost,
      handleQuoteRequestSubmission,
      urlencodedPost("/get-quotes", {
        fullName: "Dana Homeowner",
        email: "dana.missing@example.com",
        phone: phoneFor(901),
        zip: "10001",
        category: "roofing",
        pros: "3",
        consent: "on",
      }),
      context(t.db, t.env),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(422);
    expect(result.errors.timeline).toEqual(["Please choose when you need the work done"]);
    expect(result.errors.ownership).toEqual(["Please tell us whether you own the property"]);
    expect(await t.db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.email, "dana.missing@example.com"))).toEqual([]);
  });
});
