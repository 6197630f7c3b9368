/**
 * The 24-hour sweep (decision 0053) on both engines, with an injected clock: nothing at 23 hours; at 24 hours one
 * update to a homeowner short of replies (never two, run twice or at once), none when every pro asked for replied;
 * the open spots offered to a pro 30 miles away outside its own radius, or with nobody there put in the admins'
 * unmatched queue; stopped and erased requests left alone; one reply reminder per silent purchase; and more rows
 * than a batch. Also the request page's words about replies.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { contractors, leadAlerts, leads, outbox, purchases, pushSubscriptions, quoteRequests, quotes, unmatchedRequests } from "~/db/schema";
import { FOLLOW_UP_KIND } from "~/domain/homeowners/compose-follow-up-email";
import { followUpRequests } from "~/domain/homeowners/follow-up-requests.server";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { listUnmatchedAreas } from "~/domain/homeowners/list-unmatched-areas.server";
import { issueRequestLink } from "~/domain/request-links/request-links.server";
import { WIDER_AREA_KIND } from "~/domain/homeowners/wider-area";
import { recordFirstReply } from "~/domain/replies/record-first-reply.server";
import { REPLY_REMINDER_KIND } from "~/domain/reply-reminders/compose-reply-reminder";
import { sendReplyReminders } from "~/domain/reply-reminders/send-reply-reminders.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { insertLeads, pointAt } from "../marketplace/bulk-leads";
import { LA, makeContractor, makeQuoteRequest, NYC } from "../marketplace/marketplace-fixtures";

const MIN = 60_000;
const HOUR = 60 * MIN;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

async function requestAt(db: Db, at: Date, o: { pros?: 1 | 2 | 3; place?: typeof NYC } = {}) {
  const { quoteRequestId, leadIds } = await makeQuoteRequest(db, { pros: o.pros ?? 3, place: o.place ?? NYC, createdAt: at });
  const [row] = await db.select({ email: quoteRequests.email }).from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId));
  return { id: quoteRequestId, leadIds, email: row!.email };
}

/** The lead sold to the contractor at `at`, as a sale leaves it; the purchase id. */
async function buy(db: Db, leadId: string, contractorId: string, at: Date): Promise<string> {
  const [lead] = await db.update(leads).set({ status: "sold" }).where(eq(leads.id, leadId)).returning({ quoteRequestId: leads.quoteRequestId });
  const [row] = await db
    .insert(purchases)
    .values({
      leadId,
      contractorId,
      quoteRequestId: lead!.quoteRequestId,
      priceCents: 4_500,
      idempotencyKey: `k-${leadId}`,
      serviceAreaSnapshot: {},
      purchasedAt: at,
    })
    .returning({ id: purchases.id });
  return row!.id;
}

const reply = (db: Db, purchaseId: string, at: Date) => db.transaction((tx) => recordFirstReply(tx, purchaseId, at));

async function pro(db: Db, env: Parameters<typeof makeContractor>[1], o: Parameters<typeof makeContractor>[2] = {}) {
  const { contractorId } = await makeContractor(db, env, o);
  const [row] = await db.select({ email: contractors.email, name: contractors.businessName }).from(contractors).where(eq(contractors.id, contractorId));
  return { id: contractorId, email: row!.email, name: row!.name };
}

describe.each(testEngines())("the 24-hour follow-up on %s", (engine) => {
  const t = useTestDatabase(engine, { freshPerTest: true });
  const sweep = (now: Date) => followUpRequests({ db: t.db, env: t.env, now });
  const remind = (now: Date) => sendReplyReminders({ db: t.db, env: t.env, now });
  const mails = (to: string, kind: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

  it("sends nothing at 23 hours, and at 24 hours one update, however many runs, at once or later", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const request = await requestAt(t.db, at);
    const skyline = await pro(t.db, t.env);
    await t.db.update(contractors).set({ businessName: "Skyline Roofing Co." }).where(eq(contractors.id, skyline.id));
    await reply(t.db, await buy(t.db, request.leadIds[0]!, skyline.id, later(at, 10 * MIN)), later(at, 40 * MIN));

    expect(await sweep(later(at, 23 * HOUR))).toEqual({ looked: 0, emailed: 0, reoffered: 0, queued: 0 });
    expect(await mails(request.email, FOLLOW_UP_KIND)).toEqual([]);

    const due = later(at, 24 * HOUR);
    const runs = await Promise.all([sweep(due), sweep(due)]);
    await sweep(later(due, 10 * MIN));
    expect(runs.reduce((n, r) => n + r.emailed, 0)).toBe(1);
    const [update, ...more] = await mails(request.email, FOLLOW_UP_KIND);
    expect(more).toEqual([]);
    expect(update!.subject).toMatch(/: 1 of 3 pros have replied$/);
    expect(update!.text).toContain("- Skyline Roofing Co. replied 40 minutes after your request.");
    expect(update!.text).toContain("What happens next: no more verified roofers near 10001 can take the 2 open spots right now.");
    expect(update!.text).toMatch(/\/my-request\/[A-Za-z0-9_-]{43}/);
    const [row] = await t.db.select({ at: quoteRequests.followUpSentAt }).from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(row!.at?.toISOString()).toBe(due.toISOString());
  });

  it("a request whose pros all replied gets no update", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const request = await requestAt(t.db, at, { pros: 1 });
    const buyer = await pro(t.db, t.env);
    await reply(t.db, await buy(t.db, request.leadIds[0]!, buyer.id, later(at, HOUR)), later(at, 2 * HOUR));
    expect(await sweep(later(at, 25 * HOUR))).toEqual({ looked: 1, emailed: 0, reoffered: 0, queued: 0 });
    expect(await mails(request.email, FOLLOW_UP_KIND)).toEqual([]);
  });

  it("offers the open spots to a pro about 30 miles away, outside its own radius, and to nobody farther or already alerted", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const request = await requestAt(t.db, at, { pros: 2 });
    const far = await pro(t.db, t.env, { base: { zip: "10990", ...pointAt(NYC, 29.5, 0) }, radiusMiles: 10 });
    const tooFar = await pro(t.db, t.env, { base: { zip: "12401", ...pointAt(NYC, 70, 0) }, radiusMiles: 10 });
    const plumber = await pro(t.db, t.env, { base: { zip: "10990", ...pointAt(NYC, 30, 0) }, radiusMiles: 10, categories: ["plumbing"] });
    const alerted = await pro(t.db, t.env);
    await t.db.insert(leadAlerts).values({
      leadId: request.leadIds[0]!,
      quoteRequestId: request.id,
      contractorId: alerted.id,
      priceCents: 4_500,
      status: "sent",
      createdAt: later(at, MIN),
    });

    expect(await sweep(later(at, 24 * HOUR))).toEqual({ looked: 1, emailed: 1, reoffered: 1, queued: 0 });
    const [offer, ...more] = await mails(far.email, WIDER_AREA_KIND);
    expect(more).toEqual([]);
    expect(offer!.text).toContain("It is just outside the 10 miles you serve. To take it, widen your service radius to 30 miles");
    expect(offer!.text).toContain("2 spots are still open");
    expect(offer!.text).not.toContain("Homeowner");
    expect(offer!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    for (const other of [tooFar, plumber, alerted]) expect(await mails(other.email, WIDER_AREA_KIND)).toEqual([]);
    expect(await t.db.$count(leadAlerts, and(eq(leadAlerts.quoteRequestId, request.id), eq(leadAlerts.contractorId, far.id)))).toBe(1);
    const [update] = await mails(request.email, FOLLOW_UP_KIND);
    expect(update!.text).toContain("No pro has taken your request yet.");
    expect(update!.text).toContain("we have offered the 2 open spots to more verified roofers near 10001.");
    expect(await t.db.$count(unmatchedRequests, eq(unmatchedRequests.quoteRequestId, request.id))).toBe(0);
  });

  it("with nobody in the wider area, the request goes to the admins' unmatched queue; one told at 23 hours is not told again", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const lonely = await requestAt(t.db, at, { place: LA, pros: 1 });
    const noticed = await requestAt(t.db, at, { place: LA, pros: 1 });
    await t.db
      .insert(unmatchedRequests)
      .values({ quoteRequestId: noticed.id, notifyBy: later(at, 23 * HOUR), notifiedAt: later(at, 23 * HOUR), createdAt: at });

    expect(await sweep(later(at, 24 * HOUR))).toEqual({ looked: 2, emailed: 1, reoffered: 0, queued: 1 });
    const [queued] = await t.db.select().from(unmatchedRequests).where(eq(unmatchedRequests.quoteRequestId, lonely.id));
    expect(queued!.notifiedAt?.toISOString()).toBe(later(at, 24 * HOUR).toISOString());
    expect(await listUnmatchedAreas(t.db)).toContainEqual(expect.objectContaining({ category: "roofing", zip: LA.zip, requests: 2 }));
    const [update] = await mails(lonely.email, FOLLOW_UP_KIND);
    expect(update!.text).toContain("no more verified roofers near 90012 can take the 1 open spot right now. Our team has your request on its list");
    expect(await mails(noticed.email, FOLLOW_UP_KIND)).toEqual([]);
  });

  it("leaves stopped and erased requests alone", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const stopped = await requestAt(t.db, at, { pros: 1 });
    const erased = await requestAt(t.db, at, { pros: 1 });
    const far = await pro(t.db, t.env, { base: { zip: "10990", ...pointAt(NYC, 30, 0) }, radiusMiles: 10 });
    await t.db
      .update(quoteRequests)
      .set({ contactStoppedAt: later(at, HOUR) })
      .where(eq(quoteRequests.id, stopped.id));
    await t.db
      .update(quoteRequests)
      .set({ erasedAt: later(at, HOUR) })
      .where(eq(quoteRequests.id, erased.id));

    expect(await sweep(later(at, 24 * HOUR))).toEqual({ looked: 1, emailed: 0, reoffered: 0, queued: 0 });
    expect(await mails(stopped.email, FOLLOW_UP_KIND)).toEqual([]);
    expect(await mails(erased.email, FOLLOW_UP_KIND)).toEqual([]);
    expect(await mails(far.email, WIDER_AREA_KIND)).toEqual([]);
    expect(await t.db.$count(unmatchedRequests)).toBe(0);
  });

  it("reminds each buyer with no reply once, 24 hours after buying, by e-mail and push; not one who replied", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const request = await requestAt(t.db, at, { pros: 3 });
    const [silent, pushed, replied] = [await pro(t.db, t.env), await pro(t.db, t.env), await pro(t.db, t.env)];
    await t.db.insert(pushSubscriptions).values({ contractorId: pushed.id, endpoint: `https://push.example/${pushed.id}`, p256dh: "key", auth: "auth" });
    const silentPurchase = await buy(t.db, request.leadIds[0]!, silent.id, later(at, HOUR));
    await buy(t.db, request.leadIds[1]!, pushed.id, later(at, HOUR));
    await reply(t.db, await buy(t.db, request.leadIds[2]!, replied.id, later(at, HOUR)), later(at, 3 * HOUR));
    const reminders = (to: string[]) =>
      t.db
        .select()
        .from(outbox)
        .where(and(inArray(outbox.to, to), eq(outbox.kind, REPLY_REMINDER_KIND)));

    expect(await remind(later(at, 24 * HOUR + 59 * MIN))).toEqual({ sent: 0 });
    const due = later(at, 25 * HOUR);
    const runs = await Promise.all([remind(due), remind(due)]);
    await remind(later(due, HOUR));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    const [mail, ...more] = await reminders([silent.email]);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`http://localhost:3000/pro/leads/${silentPurchase}`);
    expect((await reminders([pushed.email, pushed.id])).map((r) => r.channel).toSorted()).toEqual(["email", "push"]);
    expect(await reminders([replied.email, replied.id])).toEqual([]);
  });

  it("goes through more rows than a batch: every due request and every due purchase, once", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const leadIds = await insertLeads(
      t.db,
      Array.from({ length: 120 }, () => ({ category: "roofing", zip: LA.zip, lat: LA.lat, lng: LA.lng, createdAt: at })),
    );
    const buyer = await pro(t.db, t.env, { base: LA });
    for (const leadId of leadIds.slice(0, 105)) await buy(t.db, leadId, buyer.id, later(at, MIN));
    const report = await sweep(later(at, 24 * HOUR));
    expect(report).toMatchObject({ looked: 120, emailed: 120 });
    expect(await t.db.$count(outbox, eq(outbox.kind, FOLLOW_UP_KIND))).toBe(120);
    expect(await remind(later(at, 25 * HOUR))).toEqual({ sent: 105 });
    expect(await sweep(later(at, 25 * HOUR))).toMatchObject({ looked: 0 });
    expect(await remind(later(at, 26 * HOUR))).toEqual({ sent: 0 });
  });

  it("the request page says how many pros sent a quote and how soon each replied", async () => {
    const at = new Date("2027-03-01T15:00:00Z");
    const request = await requestAt(t.db, at, { pros: 3 });
    const [first, second] = [await pro(t.db, t.env), await pro(t.db, t.env)];
    const quoted = await buy(t.db, request.leadIds[0]!, first.id, later(at, 5 * MIN));
    await reply(t.db, quoted, later(at, 40 * MIN));
    await t.db.insert(quotes).values({
      purchaseId: quoted,
      contractorId: first.id,
      quoteRequestId: request.id,
      priceLowCents: 800_000,
      priceHighCents: 900_000,
      includes: "Tear-off and new shingles",
      earliestStart: "2027-03-10",
      validUntil: "2027-04-01",
      sentAt: later(at, 40 * MIN),
    });
    await reply(t.db, await buy(t.db, request.leadIds[1]!, second.id, later(at, HOUR)), later(at, 3 * HOUR));
    const token = (await issueRequestLink(t.db, request.id, "http://localhost:3000", at)).split("/").pop()!;

    const page = await getMyRequest(t.db, token, later(at, 4 * HOUR));
    expect(page?.replyProgress).toEqual({
      summary: "1 of 3 pros has sent a quote",
      replies: [`${first.name} replied 40 minutes after your request`, `${second.name} replied 3 hours after your request`],
    });
  });
});
