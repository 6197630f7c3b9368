/**
 * Admin text search (decision 0030): quote requests (through the leads list), contractors and contact messages are found by
 * a name, an e-mail, a phone number as typed or a reference; other rows are not returned; results are keyset pages; a
 * too-long query is refused with a message (400). Runs on both engines: the same SQL and the same GIN indexes.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, contractors, quoteRequests } from "~/db/schema";
import { listContactMessages } from "~/domain/admin/list-contact-messages.server";
import { listContractors } from "~/domain/admin/list-contractors.server";
import { listLeads } from "~/domain/admin/list-leads.server";
import { DomainError } from "~/domain/shared/errors";
import type { Page, PageRequest } from "~/domain/shared/keyset-page.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";

async function all<T extends { id: string }>(read: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  let after: string | undefined;
  for (let i = 0; i < 20; i++) {
    const page = await read({ after, limit: 2 });
    rows.push(...page.rows);
    if (!page.next) return rows;
    after = page.next;
  }
  throw new Error("more pages than rows");
}

describe.each(testEngines())("admin search on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("finds quote requests' leads by name, e-mail, phone as typed and reference, across keyset pages", async () => {
    const wanted = await makeQuoteRequest(t.db, { pros: 3 });
    await makeQuoteRequest(t.db, { pros: 2 });
    await t.db
      .update(quoteRequests)
      .set({ fullName: "Zelda Quartermain", email: "zelda.q@example.org", phone: "+13125557788", reference: "THP-ZQ7K3M" })
      .where(eq(quoteRequests.id, wanted.quoteRequestId));
    for (const q of ["quartermain", "Zelda Quarter", "zelda.q@example.org", "(312) 555-7788", "+1 312 555 7788", "THP-ZQ7K3M", "zq7k"]) {
      const rows = await all((page) => listLeads(t.db, { q }, page));
      expect({ q, ids: rows.map((r) => r.id).toSorted() }).toEqual({ q, ids: wanted.leadIds.toSorted() });
    }
    expect(await all((page) => listLeads(t.db, { q: "quartermainx" }, page))).toEqual([]);
    expect(await all((page) => listLeads(t.db, { q: "zelda nobody" }, page))).toEqual([]);
    // Other filters still apply with the search.
    expect(await all((page) => listLeads(t.db, { q: "quartermain", status: "invalid" }, page))).toEqual([]);
  });

  it("finds contractors and contact messages, and not the others", async () => {
    const { contractorId } = await makeContractor(t.db, t.env);
    await makeContractor(t.db, t.env);
    await t.db.update(contractors).set({ businessName: "Brightwater Plumbing & Sons", licenseNumber: "PLB-99812" }).where(eq(contractors.id, contractorId));
    expect((await all((page) => listContractors(t.db, page, { q: "brightwater" }))).map((r) => r.id)).toEqual([contractorId]);
    expect((await all((page) => listContractors(t.db, page, { q: "plb-99812" }))).map((r) => r.id)).toEqual([contractorId]);
    expect(await all((page) => listContractors(t.db, page, { q: "darkwater" }))).toEqual([]);

    const [m] = await t.db
      .insert(contactMessages)
      .values({
        firstName: "Óscar",
        lastName: "Núñez",
        email: "oscar@example.net",
        phone: "+12125552345",
        role: "homeowner",
        message: "My gutter estimate never arrived",
      })
      .returning({ id: contactMessages.id });
    await t.db.insert(contactMessages).values({ firstName: "Other", lastName: "Person", email: "other@example.net", role: "contractor", message: "Hello" });
    for (const q of ["núñez", "gutter estimate", "oscar@example.net", "212-555-2345"]) {
      expect({ q, ids: (await all((page) => listContactMessages(t.db, page, { q }))).map((r) => r.id) }).toEqual({ q, ids: [m!.id] });
    }
    expect(await all((page) => listContactMessages(t.db, page, { q: "roof" }))).toEqual([]);
  });

  it("refuses a query over 100 characters as invalid input; punctuation alone matches everything", async () => {
    await expect(listContractors(t.db, {}, { q: "a".repeat(101) })).rejects.toThrow(DomainError);
    await expect(listContractors(t.db, {}, { q: "a".repeat(101) })).rejects.toThrow("at most 100 characters");
    const everyone = await all((page) => listContractors(t.db, page));
    expect(await all((page) => listContractors(t.db, page, { q: " ' & | ! :* " }))).toEqual(everyone);
  });
});
