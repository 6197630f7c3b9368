import { eq } from "drizzle-orm";
import { submitForm } from "~/web/submit-form.server";
import { describe, expect, it } from "vitest";
import { leads, outbox, quoteRequests } from "~/db/schema";
import { getQuoteRequestConfirmation } from "~/domain/quote-requests/get-quote-request-confirmation.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { CONSENT_VERSION } from "~/forms/consent";
import { ZIP_MESSAGE } from "~/forms/fields";
import { quoteRequestMessages as m } from "~/forms/quote-request";
import { phoneFor } from "../../support/form-cases";
import { context, countRows, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

let n = 0;
const valid = (overrides: Record<string, string> = {}) => {
  n += 1;
  return {
    fullName: "Jane Smith",
    email: `Jane.${n}@Example.com`,
    phone: phoneFor(n),
    zip: "10001",
    category: "roofing",
    details: `Replace the roof, request ${n}.`,
    pros: "2",
    timeline: "within-month",
    ownership: "owner",
    consent: "on",
    ...overrides,
  };
};

describe.each(testEngines())("quote requests on %s", (engine) => {
  const t = useTestDatabase(engine);
  const submit = (fields: Record<string, string>, now?: Date, headers: Record<string, string> = {}) =>
    submitForm(
      quoteRequestPost,
      handleQuoteRequestSubmission,
      urlencodedPost("/get-quotes", fields, headers),
      context(t.db, t.env, { now, ip: "198.51.100.7" }),
    );

  it("stores the request with its leads, consent proof, ZIP geodata and confirmation e-mail", async () => {
    const fields = valid({ pros: "2" });
    const now = new Date("2026-03-02T15:04:05Z");
    const result = await submit(fields, now, { "user-agent": "Mozilla/5.0 test" });
    expect(result).toMatchObject({ ok: true, status: 200, pros: 2, city: "New York", state: "NY", category: "roofing" });
    if (!result.ok) return;
    expect(result.reference).toMatch(/^THP-[2-9A-HJKMNP-Z]{6}$/);

    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
    expect(row).toMatchObject({
      fullName: "Jane Smith",
      email: fields.email.toLowerCase(),
      phone: `+1212555${fields.phone.slice(-4)}`,
      zip: "10001",
      city: "New York",
      state: "NY",
      category: "roofing",
      details: fields.details,
      prosRequested: 2,
      source: "form",
      isDuplicate: false,
      duplicateOfId: null,
      calculatorLeadId: null,
      consentTextVersion: CONSENT_VERSION,
      ip: "198.51.100.7",
      userAgent: "Mozilla/5.0 test",
      pageUrl: "http://localhost:3000/get-quotes",
    });
    expect(row!.consentedAt.toISOString()).toBe(now.toISOString());
    expect(row!.latitude).toBeCloseTo(40.75, 1);
    expect(row!.longitude).toBeCloseTo(-74.0, 1);

    const rows = await t.db.select().from(leads).where(eq(leads.quoteRequestId, row!.id)).orderBy(leads.seq);
    expect(rows.map((l) => [l.seq, l.status, l.category, l.zip])).toEqual([
      [1, "available", "roofing", "10001"],
      [2, "available", "roofing", "10001"],
    ]);

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, fields.email.toLowerCase()));
    expect(mail).toMatchObject({ kind: "quote-request.confirmation", status: "stored" });
    expect(mail!.subject).toBe(`Your Roofing quote request ${result.reference}`);
    expect(mail!.text).toContain(
      "What happens next: No verified roofers serve 10001 yet. We are looking for one now, and we will e-mail you within 24 hours either way.",
    );

    expect(await getQuoteRequestConfirmation(t.db, { reference: result.reference })).toEqual({
      reference: result.reference,
      pros: 2,
      city: "New York",
      state: "NY",
      category: "roofing",
    });
  });

  it("creates one lead per pro requested: 1, 2 or 3 (default 3)", async () => {
    for (const [pros, expected] of [
      ["1", 1],
      ["3", 3],
      ["", 3],
    ] as const) {
      const result = await submit(valid({ pros }));
      if (!result.ok) throw new Error(result.formError);
      expect(result.pros).toBe(expected);
      const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
      expect(await t.db.$count(leads, eq(leads.quoteRequestId, row!.id))).toBe(expected);
    }
  });

  it.each([
    ["a ZIP that does not exist", { zip: "00000" }, "zip", ZIP_MESSAGE],
    ["a malformed ZIP", { zip: "1000" }, "zip", ZIP_MESSAGE],
    ["no consent", { consent: "" }, "consent", m.consent],
    ["a toll-free phone", { phone: "(800) 555-2199" }, "phone", m.phoneInvalid],
    ["an unknown category", { category: "pools" }, "category", m.category],
    ["4 pros", { pros: "4" }, "pros", m.pros],
    ["2,001 characters of details", { details: "x".repeat(2001) }, "details", "Project details must be 2,000 characters or fewer"],
    ["HTML in the name", { fullName: "<img src=x onerror=alert(1)>" }, "fullName", "Please remove HTML or script code from this field."],
    ["a NUL byte", { details: "a\u0000b" }, "details", "This field contains invisible control characters. Please retype it."],
  ])("rejects %s with 422 and its message, storing nothing", async (_name, overrides, field, message) => {
    const before = await countRows(t.db);
    const result = await submit(valid(overrides));
    expect(result).toMatchObject({ ok: false, status: 422, formError: message });
    expect(result.ok === false && result.errors[field]).toEqual([message]);
    expect(result.ok === false && result.values.fullName).toBeDefined();
    expect(await countRows(t.db)).toEqual(before);
  });

  it("rejects invalid UTF-8 bytes with a field message", async () => {
    const before = await countRows(t.db);
    const body = `${new URLSearchParams(valid()).toString()}&details=%C3%28bad`;
    const request = new Request("http://localhost:3000/get-quotes", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.replace(/details=[^&]*&?/, ""),
    });
    const result = await submitForm(quoteRequestPost, handleQuoteRequestSubmission, request, context(t.db, t.env));
    expect(result).toMatchObject({ ok: false, status: 422, errors: { details: ["This field contains characters we could not read. Please retype it."] } });
    expect(await countRows(t.db)).toEqual(before);
  });

  it("stores SQL in free text as plain text", async () => {
    const details = "Robert'); DROP TABLE quote_requests;-- 1' OR '1'='1";
    const result = await submit(valid({ details }));
    if (!result.ok) throw new Error(result.formError);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
    expect(row!.details).toBe(details);
  });

  describe("duplicate detection", () => {
    const day = 24 * 3600 * 1000;
    const start = new Date("2026-05-01T12:00:00Z");
    async function stored(reference: string) {
      const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, reference));
      const rows = await t.db.select().from(leads).where(eq(leads.quoteRequestId, row!.id));
      return { row: row!, leads: rows };
    }
    async function ok(fields: Record<string, string>, now: Date) {
      const result = await submit(fields, now);
      if (!result.ok) throw new Error(result.formError);
      return stored(result.reference);
    }

    it("links a request with the same e-mail or phone in the same category within 30 days, and never sells its leads", async () => {
      const first = await ok(valid({ email: "dup@example.com", phone: "(646) 555-2101" }), start);
      const sameEmail = await ok(valid({ email: "DUP@example.com", phone: "(646) 555-2102", details: "again" }), new Date(start.getTime() + day));
      const samePhone = await ok(valid({ email: "other@example.com", phone: "646.555.2101", details: "third" }), new Date(start.getTime() + 2 * day));
      expect(first.row).toMatchObject({ isDuplicate: false, duplicateOfId: null });
      for (const dup of [sameEmail, samePhone]) {
        expect(dup.row).toMatchObject({ isDuplicate: true, duplicateOfId: first.row.id });
        expect(dup.leads.map((l) => [l.status, l.statusReason])).toEqual(dup.leads.map(() => ["invalid", "duplicate"]));
      }
      expect(first.leads.every((l) => l.status === "available")).toBe(true);
    });

    it("does not link another category, or after 30 days", async () => {
      const first = await ok(valid({ email: "cat@example.com", phone: "(646) 555-0201" }), start);
      const otherCategory = await ok(valid({ email: "cat@example.com", phone: "(646) 555-0201", category: "solar" }), new Date(start.getTime() + day));
      const later = await ok(valid({ email: "cat@example.com", phone: "(646) 555-0201", details: "a month on" }), new Date(start.getTime() + 31 * day));
      expect(first.row.isDuplicate).toBe(false);
      expect(otherCategory.row.isDuplicate).toBe(false);
      expect(later.row.isDuplicate).toBe(false);
    });

    it("tells the homeowner by e-mail, not on the page (which anyone could fill in)", async () => {
      await ok(valid({ email: "tell@example.com", phone: "(646) 555-0301" }), start);
      const result = await submit(valid({ email: "tell@example.com", phone: "(646) 555-0302" }), new Date(start.getTime() + day));
      expect(result.ok && Object.keys(result).sort()).toEqual(["category", "city", "ok", "pros", "reference", "state", "status"]);
      const mails = await t.db.select().from(outbox).where(eq(outbox.to, "tell@example.com"));
      expect(mails.map((mm) => mm.text.includes("You already asked for Roofing quotes"))).toEqual([false, true]);
    });

    it("lets exactly one of several different requests sent at once be the original", async () => {
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => submit(valid({ email: "race@example.com", phone: `(646) 555-04${10 + i}`, details: `race ${i}` }), start)),
      );
      const rows = await Promise.all(results.map((r) => (r.ok ? stored(r.reference) : Promise.reject(new Error(r.formError)))));
      const originals = rows.filter((r) => !r.row.isDuplicate);
      expect(originals).toHaveLength(1);
      const duplicates = rows.filter((r) => r.row.isDuplicate);
      expect(duplicates.map((r) => r.row.duplicateOfId)).toEqual(duplicates.map(() => originals[0]!.row.id));
    });
  });
});
