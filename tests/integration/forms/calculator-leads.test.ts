import { eq } from "drizzle-orm";
import { submitForm } from "~/web/submit-form.server";
import { describe, expect, it } from "vitest";
import { getCalculator } from "~/calculators";
import { calculatorLeads, leads, outbox, quoteRequests } from "~/db/schema";
import { getCalculatorLeadPrefill } from "~/domain/calculator-leads/get-calculator-lead-prefill.server";
import { calculatorConversionPost, handleCalculatorLeadConversion } from "~/domain/calculator-leads/handle-calculator-lead-conversion.server";
import { calculatorLeadPost, handleCalculatorLeadSubmission } from "~/domain/calculator-leads/handle-calculator-lead-submission.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { ALL_FIELDS_REQUIRED } from "~/forms/calculator-contact";
import { CALCULATOR_LEAD_MISSING } from "~/forms/calculator-conversion";
import { CONSENT_VERSION } from "~/forms/consent";
import { ZIP_MESSAGE } from "~/forms/fields";
import { phoneFor } from "../../support/form-cases";
import { context, countRows, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

let n = 5000;
const answers = { roofSize: "2,000", material: "metal", roofPitch: "steep", stories: "2", timeframe: "soon" };
const contact = () => ({ fullName: "Jane Smith", email: `calc.${++n}@example.com`, mobile: phoneFor(n), address: "12 Main St, Springfield" });

describe.each(testEngines())("calculator leads on %s", (engine) => {
  const t = useTestDatabase(engine);

  const estimate = (fields: Record<string, string>, now?: Date) =>
    submitForm(
      calculatorLeadPost("roofing"),
      (submission, ctx) => handleCalculatorLeadSubmission(submission, ctx, "roofing"),
      urlencodedPost("/calculators/roofing", fields),
      context(t.db, t.env, { now }),
    );
  const convert = (fields: Record<string, string>, now?: Date) =>
    submitForm(
      calculatorConversionPost,
      handleCalculatorLeadConversion,
      urlencodedPost("/calculators/roofing", { ownership: "owner", ...fields }),
      context(t.db, t.env, { now }),
    );
  async function newLead(extra: Record<string, string> = {}, now?: Date) {
    const result = await estimate({ ...answers, ...contact(), ...extra }, now);
    if (!result.ok) throw new Error(result.formError);
    return result;
  }

  it("recomputes the estimate on the server and stores answers, result, contact and evidence", async () => {
    // A forged figure from the browser is ignored.
    const result = await newLead({ amount: "1", result: "$1", consent: "on" });
    const expected = getCalculator("roofing").estimate({ ...answers, roofSize: "2000" } as never);
    expect(result.result).toEqual(expected);
    const [row] = await t.db.select().from(calculatorLeads).where(eq(calculatorLeads.id, result.calculatorLeadId));
    expect(row).toMatchObject({
      calculatorType: "roofing",
      answers: { ...answers, roofSize: "2000" },
      estimateAmount: expected.amount,
      phone: expect.stringMatching(/^\+1212555/),
      address: "12 Main St, Springfield",
      consentTextVersion: CONSENT_VERSION,
      pageUrl: "http://localhost:3000/calculators/roofing",
      quoteRequestId: null,
    });
    expect(row!.result).toEqual(expected);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, row!.email));
    expect(mail).toMatchObject({ kind: "calculator-lead.estimate" });
    expect(mail!.text).toContain(expected.value);
  });

  it("records no consent when the box is not ticked", async () => {
    const result = await newLead();
    const [row] = await t.db.select().from(calculatorLeads).where(eq(calculatorLeads.id, result.calculatorLeadId));
    expect(row).toMatchObject({ consentTextVersion: null, consentedAt: null });
  });

  it("answers a blank contact field with 'All fields are required' at the form level", async () => {
    const before = await countRows(t.db);
    const result = await estimate({ ...answers, ...contact(), address: " " });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      formError: ALL_FIELDS_REQUIRED,
      errors: { "": [ALL_FIELDS_REQUIRED], address: [ALL_FIELDS_REQUIRED] },
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it("answers a missing or invalid answer with the calculator's message", async () => {
    const before = await countRows(t.db);
    const result = await estimate({ ...answers, material: "", roofSize: "12", ...contact() });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      errors: { roofSize: ["Enter a whole number between 100 and 20,000"], material: ["This field is required"] },
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  describe("Connect with Local Contractors", () => {
    it("carries the calculator's answers and estimate into the request, with the ownership asked here", async () => {
      const lead = await newLead();
      const result = await convert({ calculatorLeadId: lead.calculatorLeadId, zip: "60614", pros: "1", consent: "on" });
      expect(result.ok).toBe(true);
      const [row] = await t.db.select({ answers: quoteRequests.answers }).from(quoteRequests).where(eq(quoteRequests.calculatorLeadId, lead.calculatorLeadId));
      const stored = row?.answers as Record<string, string>;
      expect(stored).toMatchObject({ ownership: "owner", timeline: expect.any(String), material: answers.material });
      expect(stored.estimate).toMatch(/^\$[\d,]+/);
    });

    it("asks for the ownership next to its field", async () => {
      const lead = await newLead();
      const result = await convert({ calculatorLeadId: lead.calculatorLeadId, zip: "60614", consent: "on", ownership: "" });
      expect(result).toMatchObject({ ok: false, status: 422, errors: { ownership: ["Please tell us whether you own the property"] } });
    });

    it("turns the lead into a quote request with the stored contact details", async () => {
      const lead = await newLead();
      const result = await convert({ calculatorLeadId: lead.calculatorLeadId, zip: "60614", pros: "1", consent: "on" });
      expect(result).toMatchObject({ ok: true, pros: 1, city: "Chicago", state: "IL", category: "roofing" });
      if (!result.ok) return;
      const [request] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
      const [stored] = await t.db.select().from(calculatorLeads).where(eq(calculatorLeads.id, lead.calculatorLeadId));
      expect(request).toMatchObject({
        fullName: stored!.fullName,
        email: stored!.email,
        phone: stored!.phone,
        source: "calculator",
        calculatorLeadId: lead.calculatorLeadId,
        prosRequested: 1,
        consentTextVersion: CONSENT_VERSION,
      });
      expect(request!.details).toContain("From the Roofing Cost Calculator:");
      expect(request!.details).toContain(lead.result.value);
      expect(stored).toMatchObject({ quoteRequestId: request!.id });
      expect(await t.db.$count(leads, eq(leads.quoteRequestId, request!.id))).toBe(1);
    });

    it("converts a lead once: a second conversion returns the first request", async () => {
      const lead = await newLead();
      const first = await convert({ calculatorLeadId: lead.calculatorLeadId, zip: "10001", pros: "3", consent: "on" });
      const second = await convert({ calculatorLeadId: lead.calculatorLeadId, zip: "60614", pros: "2", consent: "on" });
      expect(first.ok && second.ok).toBe(true);
      expect(second.ok && first.ok && second.reference).toBe(first.ok && first.reference);
      expect(await t.db.$count(quoteRequests, eq(quoteRequests.calculatorLeadId, lead.calculatorLeadId))).toBe(1);
    });

    it.each([
      ["an unknown lead", () => ({ calculatorLeadId: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b", zip: "10001", consent: "on" }), "", CALCULATOR_LEAD_MISSING],
      ["a bad ZIP", (id: string) => ({ calculatorLeadId: id, zip: "00000", consent: "on" }), "zip", ZIP_MESSAGE],
      ["no consent", (id: string) => ({ calculatorLeadId: id, zip: "10001" }), "consent", "Please agree to be contacted so pros can send you quotes"],
    ])("rejects %s, storing nothing", async (_name, fields, field, message) => {
      const lead = await newLead();
      const before = await countRows(t.db);
      const result = await convert(fields(lead.calculatorLeadId));
      expect(result).toMatchObject({ ok: false, status: 422 });
      expect(result.ok === false && result.errors[field]).toEqual([message]);
      expect(await countRows(t.db)).toEqual(before);
    });

    it("refuses a lead older than 30 days", async () => {
      const created = new Date("2026-01-01T00:00:00Z");
      const lead = await newLead({}, created);
      const result = await convert(
        { calculatorLeadId: lead.calculatorLeadId, zip: "10001", consent: "on" },
        new Date(created.getTime() + 31 * 24 * 3600 * 1000),
      );
      expect(result).toMatchObject({ ok: false, status: 422, formError: CALCULATOR_LEAD_MISSING });
    });

    it("prefills /get-quotes for a day, until converted", async () => {
      const created = new Date();
      const lead = await newLead({}, created);
      const prefill = await getCalculatorLeadPrefill(t.db, lead.calculatorLeadId, created);
      expect(prefill).toMatchObject({ calculatorLeadId: lead.calculatorLeadId, fullName: "Jane Smith", category: "roofing", estimate: lead.result.value });
      expect(await getCalculatorLeadPrefill(t.db, lead.calculatorLeadId, new Date(created.getTime() + 25 * 3600 * 1000))).toBeUndefined();
      expect(await getCalculatorLeadPrefill(t.db, "not-a-uuid", created)).toBeUndefined();

      // The full quote form with the lead id links it (source 'calculator').
      const quote = await submitForm(
        quoteRequestPost,
        handleQuoteRequestSubmission,
        urlencodedPost("/get-quotes", {
          fullName: prefill!.fullName,
          email: prefill!.email,
          phone: prefill!.phone,
          zip: "10001",
          category: "roofing",
          timeline: "within-month",
          ownership: "owner",
          consent: "on",
          calculatorLeadId: lead.calculatorLeadId,
        }),
        context(t.db, t.env),
      );
      if (!quote.ok) throw new Error(quote.formError);
      const [request] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, quote.reference));
      expect(request).toMatchObject({ source: "calculator", calculatorLeadId: lead.calculatorLeadId });
      expect(await getCalculatorLeadPrefill(t.db, lead.calculatorLeadId, created)).toBeUndefined();
    });

    it("stores a quote form whose calculator lead is unknown as a plain request", async () => {
      const result = await submitForm(
        quoteRequestPost,
        handleQuoteRequestSubmission,
        urlencodedPost("/get-quotes", {
          fullName: "Jane Smith",
          email: `plain.${++n}@example.com`,
          phone: phoneFor(n),
          zip: "10001",
          category: "solar",
          timeline: "within-month",
          ownership: "owner",
          consent: "on",
          calculatorLeadId: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
        }),
        context(t.db, t.env),
      );
      if (!result.ok) throw new Error(result.formError);
      const [request] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
      expect(request).toMatchObject({ source: "form", calculatorLeadId: null });
    });
  });
});
