/** The confirmation promises only what is true, and a request nobody serves is followed up once. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, unmatchedRequests } from "~/db/schema";
import { getConfirmationOutlook } from "~/domain/homeowners/get-confirmation-outlook.server";
import { listUnmatchedAreas } from "~/domain/homeowners/list-unmatched-areas.server";
import { sendUnmatchedNotices } from "~/domain/homeowners/send-unmatched-notices.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { leads } from "~/db/schema";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { sendQuoteRequest } from "./homeowner-world";

const HOUR = 3600 * 1000;

describe.each(testEngines())("what a quote request is promised, on %s", (engine) => {
  const t = useTestDatabase(engine);
  const serving = (zip: string, o: Parameters<typeof makeContractor>[2] = {}) => makeContractor(t.db, t.env, { base: null, zips: [zip], ...o });

  it("no pro serves the ZIP: 'we are looking', a follow-up is due within 24 hours, and the admin sees the area", async () => {
    const now = new Date("2026-05-01T12:00:00Z");
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "90001" }, now);
    expect(sent.confirmation).toContain(
      "What happens next: No verified roofers serve 90001 yet. We are looking for one now, and we will e-mail you within 24 hours either way.",
    );
    expect(sent.confirmation).not.toContain("will contact you within 24 hours");
    expect(await getConfirmationOutlook(t.db, sent.reference)).toEqual({
      servingPros: 0,
      headline: "No verified roofers serve 90001 yet.",
      next: "We are looking for one now, and we will e-mail you within 24 hours either way.",
    });
    const [row] = await t.db.select().from(unmatchedRequests).where(eq(unmatchedRequests.quoteRequestId, sent.id));
    expect(row!.notifyBy.getTime() - now.getTime()).toBeLessThan(24 * HOUR);
    expect(row!.notifiedAt).toBeNull();
    expect(await listUnmatchedAreas(t.db)).toContainEqual(
      expect.objectContaining({ category: "roofing", zip: "90001", city: "Los Angeles", state: "CA", requests: 1 }),
    );
  });

  it("counts the verified pros who serve the ZIP and category: 1 in the singular, 2 in the plural; paused, suspended and other trades do not count", async () => {
    await serving("60601", { status: "paused" });
    await serving("60601", { status: "suspended" });
    await serving("60601", { categories: ["plumbing"] });
    const none = await sendQuoteRequest(t.db, t.env, { zip: "60601" });
    expect(none.confirmation).toContain("No verified roofers serve 60601 yet.");

    await serving("60601");
    const one = await sendQuoteRequest(t.db, t.env, { zip: "60601", category: "roofing", details: "second" });
    expect(one.confirmation).toContain(
      "What happens next: 1 verified roofer serves 60601. When that pro takes your request, we e-mail you the pro's name, phone number and verification.",
    );
    expect((await getConfirmationOutlook(t.db, one.reference))?.headline).toBe("1 verified roofer serves 60601.");
    expect(await t.db.$count(unmatchedRequests, eq(unmatchedRequests.quoteRequestId, one.id))).toBe(0);

    await serving("60601");
    const two = await sendQuoteRequest(t.db, t.env, { zip: "60601", pros: "3" });
    expect(two.confirmation).toContain("What happens next: 2 verified roofers serve 60601. Up to 2 of them can take your request");
    // The page tells the truth when it is shown: the first request's ZIP is served now.
    expect((await getConfirmationOutlook(t.db, none.reference))?.headline).toBe("2 verified roofers serve 60601.");
  });

  it("the follow-up e-mail is sent once, when due, and only to a request still unsold", async () => {
    const now = new Date("2026-06-01T08:00:00Z");
    const lonely = await sendQuoteRequest(t.db, t.env, { zip: "98101" }, now);
    const taken = await sendQuoteRequest(t.db, t.env, { zip: "98101", category: "solar" }, now);
    const ctx = (at: Date) => ({ db: t.db, env: t.env, now: at });
    const followUps = (email: string) =>
      t.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, email))
        .then((rows) => rows.filter((r) => r.kind === "quote-request.unmatched"));

    // A pro who serves Seattle joins later and buys the solar request: nobody needs the "still looking" e-mail there.
    const pro = await serving("98101", { categories: ["solar"], balanceCents: 500_00 });
    const [lead] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, taken.id)).limit(1);
    await purchaseLead(ctx(new Date(now.getTime() + HOUR)), pro.contractorId, lead!.id, `key-${crypto.randomUUID()}`);

    await sendUnmatchedNotices(ctx(new Date(now.getTime() + 22 * HOUR)));
    expect(await followUps(lonely.email)).toHaveLength(0);

    const due = new Date(now.getTime() + 23 * HOUR);
    const first = await sendUnmatchedNotices(ctx(due));
    expect(first.emailed).toBeGreaterThanOrEqual(1);
    const mails = await followUps(lonely.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`we have not yet found a verified roofer who serves 98101`);
    expect(mails[0]!.text).toMatch(/\/my-request\/[A-Za-z0-9_-]{43}/);
    expect(await followUps(taken.email)).toHaveLength(0);

    await sendUnmatchedNotices(ctx(new Date(due.getTime() + HOUR)));
    expect(await followUps(lonely.email)).toHaveLength(1);
    const areas = await listUnmatchedAreas(t.db);
    expect(areas.find((a) => a.zip === "98101" && a.category === "solar")).toBeUndefined();
    expect(areas.find((a) => a.zip === "98101" && a.category === "roofing")).toMatchObject({ requests: 1 });
  });

  it("the admin overview lists areas newest first and at most 20", async () => {
    const zips = ["94103", "30303", "02108", "33101", "77002", "85004", "19103", "80202", "97201", "55401", "59801", "90012"];
    const base = new Date("2027-01-01T00:00:00Z").getTime();
    for (const [i, zip] of zips.entries()) {
      await sendQuoteRequest(t.db, t.env, { zip, category: "electrical" }, new Date(base + i * HOUR));
      await sendQuoteRequest(t.db, t.env, { zip, category: "hvac" }, new Date(base + i * HOUR + 60_000));
    }
    const areas = await listUnmatchedAreas(t.db);
    expect(areas).toHaveLength(20);
    expect(areas[0]).toMatchObject({ zip: "90012", category: "hvac" });
    expect(areas[1]).toMatchObject({ zip: "90012", category: "electrical" });
    const times = areas.map((a) => a.newestAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
