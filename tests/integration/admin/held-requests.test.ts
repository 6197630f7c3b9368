/**
 * The "Held for review" queue (decision 0048) through its route module on both engines: a held request
 * is listed with its score and reasons; approving puts its leads on the market (a matching pro then sees them),
 * rejecting makes them invalid and tells the homeowner nothing; a second decision is a 409 that says what happened;
 * an approve and a reject sent at once leave exactly one decision; only admins reach the page or the verbs.
 */
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leads, outbox, quoteRequests, unmatchedRequests } from "~/db/schema";
import type { Db } from "~/db/client.server";
import { approveHeldRequest } from "~/domain/admin/approve-held-request.server";
import { rejectHeldRequest } from "~/domain/admin/reject-held-request.server";
import { createLeadsForQuoteRequest } from "~/domain/marketplace/create-leads-for-quote-request.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { DomainError } from "~/domain/shared/errors";
import * as heldRoute from "~/routes/admin-held-requests";
import { testEngines } from "../../support/test-database";
import { formPost, getRequest, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeAdmin, makeContractor, NYC } from "../marketplace/marketplace-fixtures";

afterAll(() => removeDataDir());

const SENT = new Date("2026-11-30T15:00:00Z");
const DECIDED = new Date("2026-11-30T16:00:00Z");
let n = 0;

/** A request the score held, as the gate stores it: market status 'held', its leads 'pending', nobody serving it yet. */
async function makeHeldRequest(db: Db, pros: 1 | 2 | 3 = 2) {
  n += 1;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        reference: `HELD-${n}-${crypto.randomUUID().slice(0, 6)}`,
        fullName: `Held Homeowner ${n}`,
        email: `held${n}@example.com`,
        phone: `+1212555${String(3000 + n).padStart(4, "0")}`,
        zip: NYC.zip,
        city: NYC.city,
        state: NYC.state,
        latitude: NYC.lat,
        longitude: NYC.lng,
        category: "roofing",
        details: "Leak over the porch",
        prosRequested: pros,
        source: "form",
        consentTextVersion: "t",
        consentedAt: SENT,
        answers: { timeline: "within-month", ownership: "owner" },
        marketStatus: "held",
        releasedAt: null,
        qualityScore: 12,
        qualitySignals: { signals: { secondsToSubmit: 0 }, reasons: ["sent without a browser", "no render time"] },
        createdAt: SENT,
      })
      .returning({ id: quoteRequests.id, reference: quoteRequests.reference, email: quoteRequests.email });
    const leadIds = await createLeadsForQuoteRequest(
      tx,
      { id: row!.id, category: "roofing", zip: NYC.zip, lat: NYC.lat, lng: NYC.lng, pros, duplicate: false, pending: true },
      SENT,
    );
    await tx.insert(unmatchedRequests).values({ quoteRequestId: row!.id, notifyBy: new Date(SENT.getTime() + 23 * 3600_000), createdAt: SENT });
    return { ...row!, leadIds };
  });
}

const leadStates = async (db: Db, requestId: string) =>
  (await db.select({ status: leads.status, reason: leads.statusReason }).from(leads).where(eq(leads.quoteRequestId, requestId)).orderBy(leads.seq)).map(
    (l) => `${l.status}:${l.reason ?? ""}`,
  );

describe.each(testEngines())("the held-for-review queue on %s", (engine) => {
  const database = useRouteDatabase(engine);
  let db: Db;
  let adminId: string;
  let cookie: string;
  let roofer: { contractorId: string; userId: string };
  const ctx = (now = DECIDED) => ({ db, env: routeEnv(), now });

  beforeAll(async () => {
    db = database.db;
    adminId = await makeAdmin(db);
    cookie = await sessionCookieFor(db, adminId);
    roofer = await makeContractor(db, routeEnv(), { categories: ["roofing"], base: NYC, balanceCents: 500_00 });
  });

  it("lists a held request with its score, its reasons and its details, and not once it is decided", async () => {
    const held = await makeHeldRequest(db);
    const out = await run(heldRoute.loader as never, "/admin/held-requests", getRequest("/admin/held-requests?category=roofing", cookie));
    expect(out.status).toBe(200);
    const shown = (
      out.body as {
        requests: { id: string; reference: string; qualityScore: number; reasons: string[]; fullName: string; answers: { label: string; value: string }[] }[];
      }
    ).requests.find((r) => r.id === held.id);
    expect(shown).toMatchObject({
      reference: held.reference,
      qualityScore: 12,
      reasons: ["sent without a browser", "no render time"],
      fullName: expect.stringContaining("Held Homeowner"),
    });
    expect(shown!.answers).toEqual([
      { label: "Timeline", value: "Within a month" },
      { label: "Ownership", value: "I own it" },
    ]);
    expect(out.text).not.toContain("secondsToSubmit");
    // The page as a browser without JavaScript gets it: the reasons, and a plain form per request with both decisions.
    const Page = heldRoute.default as unknown as (props: Record<string, unknown>) => React.ReactElement;
    const Stub = createRoutesStub([
      { path: "/admin/held-requests", Component: () => createElement(Page, { loaderData: out.body, actionData: undefined, params: {}, matches: [] }) },
    ]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin/held-requests"] }));
    expect(html).toContain(held.reference);
    expect(html).toContain("sent without a browser");
    const form = /<form[^>]*method="post"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? "";
    expect(form).toContain(`name="requestId" value="${held.id}"`);
    expect(form).toMatch(/value="approve" name="decision".*value="reject" name="decision"/s);
    await rejectHeldRequest(ctx(), adminId, held.id);
    const after = await run(heldRoute.loader as never, "/admin/held-requests", getRequest("/admin/held-requests", cookie));
    expect(after.text).not.toContain(held.id);
    const rejected = await run(heldRoute.loader as never, "/admin/held-requests", getRequest("/admin/held-requests?view=rejected", cookie));
    expect(rejected.text).toContain(held.id);
  });

  it("approve puts the leads on the market: listed for a matching pro from the approval, reviewed and audited", async () => {
    const held = await makeHeldRequest(db);
    const before = await availableLeadsForContractor(ctx(), roofer.contractorId, { limit: 100 });
    expect(before.leads.filter((l) => held.leadIds.includes(l.leadId))).toEqual([]);

    const out = await run(
      heldRoute.action as never,
      "/admin/held-requests",
      formPost("/admin/held-requests", { requestId: held.id, decision: "approve", note: "Called her: real project" }, cookie),
    );
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ ok: true, message: expect.stringContaining("2 leads are on the market") });

    expect(await leadStates(db, held.id)).toEqual(["available:", "available:"]);
    const [row] = await db
      .select({ marketStatus: quoteRequests.marketStatus, reviewedAt: quoteRequests.reviewedAt, releasedAt: quoteRequests.releasedAt })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, held.id));
    expect(row!.marketStatus).toBe("released");
    expect(row!.reviewedAt).not.toBeNull();
    expect(row!.releasedAt).not.toBeNull();
    const listed = await availableLeadsForContractor(ctx(), roofer.contractorId, { limit: 100 });
    expect(listed.leads.filter((l) => held.leadIds.includes(l.leadId)).length).toBeGreaterThan(0);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, held.id), eq(auditLog.action, "quote_request.approve")));
    expect(entry).toMatchObject({
      actorUserId: adminId,
      entity: "quote_request",
      before: { marketStatus: "held" },
      after: { marketStatus: "released", leadsReleased: 2, reason: "Called her: real project" },
    });
  });

  it("reject closes it quietly: leads invalid ('rejected'), never listed, nothing sent to the homeowner", async () => {
    const held = await makeHeldRequest(db, 3);
    const sentBefore = await db.$count(outbox, eq(outbox.to, held.email));
    const out = await run(
      heldRoute.action as never,
      "/admin/held-requests",
      formPost("/admin/held-requests", { requestId: held.id, decision: "reject" }, cookie),
    );
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ ok: true, message: expect.stringContaining("rejected") });

    expect(await leadStates(db, held.id)).toEqual(["invalid:rejected", "invalid:rejected", "invalid:rejected"]);
    const [row] = await db
      .select({ marketStatus: quoteRequests.marketStatus, reviewedAt: quoteRequests.reviewedAt, releasedAt: quoteRequests.releasedAt })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, held.id));
    expect(row).toMatchObject({ marketStatus: "rejected", releasedAt: null });
    expect(row!.reviewedAt).not.toBeNull();
    const listed = await availableLeadsForContractor(ctx(), roofer.contractorId, { limit: 100 });
    expect(listed.leads.filter((l) => held.leadIds.includes(l.leadId))).toEqual([]);
    expect(await db.$count(outbox, eq(outbox.to, held.email))).toBe(sentBefore);
    // The 24-hour "no pro yet" notice is closed without its e-mail.
    const [notice] = await db.select({ notifiedAt: unmatchedRequests.notifiedAt }).from(unmatchedRequests).where(eq(unmatchedRequests.quoteRequestId, held.id));
    expect(notice!.notifiedAt).not.toBeNull();
    expect(await db.$count(auditLog, and(eq(auditLog.entityId, held.id), eq(auditLog.action, "quote_request.reject")))).toBe(1);
  });

  it("answers a second decision on a decided request with 409 and what became of it, changing nothing", async () => {
    const approved = await makeHeldRequest(db);
    await approveHeldRequest(ctx(), adminId, approved.id);
    for (const decision of ["approve", "reject"]) {
      const out = await run(heldRoute.action as never, "/admin/held-requests", formPost("/admin/held-requests", { requestId: approved.id, decision }, cookie));
      expect({ status: out.status, body: out.body }).toEqual({
        status: 409,
        body: expect.objectContaining({ ok: false, error: `Request ${approved.reference} was already approved and is on the market.` }),
      });
    }
    expect(await leadStates(db, approved.id)).toEqual(["available:", "available:"]);

    const rejected = await makeHeldRequest(db);
    await rejectHeldRequest(ctx(), adminId, rejected.id);
    await expect(approveHeldRequest(ctx(), adminId, rejected.id)).rejects.toMatchObject({
      code: "already_decided",
      message: `Request ${rejected.reference} was already rejected.`,
    });
    expect(await leadStates(db, rejected.id)).toEqual(["invalid:rejected", "invalid:rejected"]);
    expect(await db.$count(auditLog, eq(auditLog.entityId, rejected.id))).toBe(1);
  });

  it("never puts on the market a request whose homeowner stopped contact meanwhile, which can still be rejected", async () => {
    const held = await makeHeldRequest(db);
    await db.update(quoteRequests).set({ contactStoppedAt: DECIDED }).where(eq(quoteRequests.id, held.id));
    const out = await run(
      heldRoute.action as never,
      "/admin/held-requests",
      formPost("/admin/held-requests", { requestId: held.id, decision: "approve" }, cookie),
    );
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({ ok: false, error: expect.stringContaining("asked for no further contact") });
    expect(await leadStates(db, held.id)).toEqual(["pending:", "pending:"]);
    await rejectHeldRequest(ctx(), adminId, held.id);
    expect(await leadStates(db, held.id)).toEqual(["invalid:rejected", "invalid:rejected"]);
  });

  it("refuses a forged request id with 400 and an unknown one with 404", async () => {
    const forged = await run(
      heldRoute.action as never,
      "/admin/held-requests",
      formPost("/admin/held-requests", { requestId: "nope", decision: "approve" }, cookie),
    );
    expect(forged.status).toBe(400);
    const unknown = await run(
      heldRoute.action as never,
      "/admin/held-requests",
      formPost("/admin/held-requests", { requestId: crypto.randomUUID(), decision: "reject" }, cookie),
    );
    expect(unknown.status).toBe(404);
    const tooLong = await run(
      heldRoute.action as never,
      "/admin/held-requests",
      formPost("/admin/held-requests", { requestId: crypto.randomUUID(), decision: "reject", note: "x".repeat(501) }, cookie),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ fieldErrors: { note: [expect.stringContaining("500")] } });
  });

  it("decides an approve and a reject sent at once exactly once", async () => {
    for (let round = 0; round < 3; round++) {
      const held = await makeHeldRequest(db);
      const settled = await Promise.allSettled([approveHeldRequest(ctx(), adminId, held.id), rejectHeldRequest(ctx(), adminId, held.id)]);
      const won = settled.filter((s) => s.status === "fulfilled");
      const lost = settled.filter((s): s is PromiseRejectedResult => s.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toBeInstanceOf(DomainError);
      expect((lost[0]!.reason as DomainError).code).toBe("already_decided");
      const approvedWon = settled[0]!.status === "fulfilled";
      const [row] = await db.select({ marketStatus: quoteRequests.marketStatus }).from(quoteRequests).where(eq(quoteRequests.id, held.id));
      expect(row!.marketStatus).toBe(approvedWon ? "released" : "rejected");
      expect(await leadStates(db, held.id)).toEqual(approvedWon ? ["available:", "available:"] : ["invalid:rejected", "invalid:rejected"]);
      expect(await db.$count(auditLog, eq(auditLog.entityId, held.id))).toBe(1);
    }
  });

  it("lets only admins see the queue or decide", async () => {
    const held = await makeHeldRequest(db);
    const proCookie = await sessionCookieFor(db, roofer.userId);
    const page = await run(heldRoute.loader as never, "/admin/held-requests", getRequest("/admin/held-requests", proCookie));
    expect(page.status).toBe(403);
    const post = await run(
      heldRoute.action as never,
      "/admin/held-requests",
      formPost("/admin/held-requests", { requestId: held.id, decision: "approve" }, proCookie),
    );
    expect(post.status).toBe(403);
    const stranger = await run(heldRoute.loader as never, "/admin/held-requests", getRequest("/admin/held-requests"));
    expect(stranger.status).toBe(302);
    await expect(approveHeldRequest(ctx(), roofer.userId, held.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(rejectHeldRequest(ctx(), roofer.userId, held.id)).rejects.toMatchObject({ code: "forbidden" });
    expect(await leadStates(db, held.id)).toEqual(["pending:", "pending:"]);
  });
});
