/**
 * The request page updates live. watchMyRequest turns the
 * marketplace's events into "changed" for the page of the request whose lead
 * was sold, and for no other; a bad link opens no subscription.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads } from "~/db/schema";
import { watchMyRequest, type MyRequestUpdate } from "~/domain/homeowners/watch-my-request.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import type { RealtimeSubscriber } from "~/domain/realtime/marketplace-notification.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { sendQuoteRequest } from "./homeowner-world";

/** A stand-in for the process's NOTIFY hub: the test hands its subscriber events. */
function fakeHub() {
  const subscribers = new Set<RealtimeSubscriber>();
  return {
    subscribers,
    source: { subscribe: async (s: RealtimeSubscriber) => (subscribers.add(s), () => void subscribers.delete(s)) },
    sold: (leadId: string) => {
      for (const s of subscribers)
        s.receive({
          kind: "event",
          event: {
            type: "lead.sold",
            leadId,
            contractorId: crypto.randomUUID(),
            purchaseId: crypto.randomUUID(),
            autoBuy: false,
            category: "roofing",
            zip: "77002",
          },
        });
    },
  };
}

describe.each(testEngines())("live request page on %s", (engine) => {
  const t = useTestDatabase(engine);
  const sink = () => {
    const got: MyRequestUpdate[] = [];
    return { got, send: (u: MyRequestUpdate) => void got.push(u), close: () => undefined };
  };

  it("tells the page of the sold lead's request, not another's; a wrong link subscribes to nothing; unsubscribing stops it", async () => {
    const mine = await sendQuoteRequest(t.db, t.env, { zip: "77002", category: "roofing", pros: "2" });
    const theirs = await sendQuoteRequest(t.db, t.env, { zip: "77002", category: "roofing", pros: "1" });
    const [myLead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, mine.id)).orderBy(asc(leads.seq));
    const [theirLead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, theirs.id));
    const hub = fakeHub();
    const page = sink();
    expect(await watchMyRequest(t.db, "A".repeat(43), new Date(), hub.source, page)).toBeUndefined();
    expect(hub.subscribers.size).toBe(0);

    const stop = (await watchMyRequest(t.db, mine.token, new Date(), hub.source, page, 0))!;
    expect(page.got).toEqual([]);
    hub.sold(theirLead!.id);
    expect(page.got).toEqual([]);
    hub.sold(myLead!.id);
    expect(page.got).toEqual([{ type: "changed" }]);
    for (const s of hub.subscribers) s.receive({ kind: "resync" });
    expect(page.got).toHaveLength(2);
    stop();
    hub.sold(myLead!.id);
    expect(page.got).toHaveLength(2);
  });

  it("a sale between the page's render and the subscription is told at once (the page says how many pros it showed)", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "77002", category: "roofing", pros: "1" });
    const [lead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, sent.id));
    const acme = await makeContractor(t.db, t.env, { base: null, zips: ["77002"], balanceCents: 500_00 });
    await purchaseLead({ db: t.db, env: t.env }, acme.contractorId, lead!.id, `key-${crypto.randomUUID()}`);
    const stale = sink();
    (await watchMyRequest(t.db, sent.token, new Date(), fakeHub().source, stale, 0))!();
    expect(stale.got).toEqual([{ type: "changed" }]);
    const current = sink();
    (await watchMyRequest(t.db, sent.token, new Date(), fakeHub().source, current, 1))!();
    expect(current.got).toEqual([]);
  });
});
