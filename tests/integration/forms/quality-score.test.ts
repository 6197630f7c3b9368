/**
 * The quality score's submission signals through the quote form's handler as the route calls it (decision 0049),
 * on both engines: a curl-like post is held (its leads 'pending', never listed), a browser-like one is on the market
 * at once, the device and address velocity signals count earlier requests, and the price follows the score.
 */
import { submitForm } from "~/web/submit-form.server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, quoteRequests } from "~/db/schema";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { refreshPricePositions } from "~/domain/marketplace/refresh-price-positions.server";
import { POINTS } from "~/domain/quality/score-request";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";
import { browserHeaders, curlHeaders, RENDER_TOKEN_FIELD, renderTokenAt } from "../../support/submission-signals";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";

const NOW = new Date("2026-11-30T15:00:00Z");
let n = 0;
const fields = (overrides: Record<string, string> = {}) => {
  n += 1;
  return {
    fullName: "Jane Smith",
    email: `jane.quality.${n}@example.com`,
    phone: phoneFor(7000 + n),
    zip: "10001",
    category: "roofing",
    details: `Replace the roof, request ${n}.`,
    pros: "2",
    consent: "on",
    timeline: "within-month",
    ownership: "owner",
    ...overrides,
  };
};

describe.each(testEngines())("the quality score of a posted quote request on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { LEAD_PHONE_VERIFICATION: "optional" } });

  /** Post as the route does: the handler gets what app/web measured of the request. */
  async function post(form: Record<string, string>, headers: Record<string, string>, o: { ip?: string; now?: Date } = {}) {
    const request = urlencodedPost("/get-quotes", form, headers);
    const result = await submitForm(
      quoteRequestPost,
      handleQuoteRequestSubmission,
      request,
      context(t.db, t.env, { now: o.now ?? NOW, ip: o.ip ?? "198.51.100.20" }),
      { measure: true },
    );
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
    const states = (await t.db.select({ id: leads.id, status: leads.status }).from(leads).where(eq(leads.quoteRequestId, row!.id))).map((l) => l);
    return { row: row!, leads: states };
  }
  const browserPost = async (o: { device?: string; ip?: string; now?: Date; secondsAgo?: number } = {}) =>
    post({ ...fields(), [RENDER_TOKEN_FIELD]: await renderTokenAt(t.db, o.now ?? NOW, o.secondsAgo ?? 90) }, browserHeaders(o.device), o);

  it("holds a curl-like post: no render token, an HTTP tool, no device cookie; its leads wait, unlisted", async () => {
    const roofer = await makeContractor(t.db, t.env);
    const { row, leads: made } = await post(fields(), curlHeaders, { ip: "198.51.100.31" });
    expect(row.marketStatus).toBe("held");
    expect(row.qualityScore).toBeLessThan(40);
    expect(row.deviceHash).toBeNull();
    expect(made.map((l) => l.status)).toEqual(["pending", "pending"]);
    const signals = row.qualitySignals as { signals: Record<string, unknown>; reasons: string[] };
    expect(signals.signals).toMatchObject({ renderToken: false, automatedAgent: true, noUserAgent: false, deviceCookie: false });
    // Flags and numbers only: no address, no user agent.
    expect(JSON.stringify(signals)).not.toMatch(/curl|198\.51/);
    expect(signals.reasons).toEqual(expect.arrayContaining(["not sent from the form page", "headless browser or HTTP tool", "no device cookie"]));
    const listed = await availableLeadsForContractor({ db: t.db, env: t.env, now: NOW }, roofer.contractorId, { limit: 100 });
    expect(listed.leads.filter((l) => made.some((m) => m.id === l.leadId))).toEqual([]);
  });

  it("puts a browser-like post on the market at once, with a keyed device hash and buyer words", async () => {
    const roofer = await makeContractor(t.db, t.env);
    const { row, leads: made } = await browserPost({ device: "b".repeat(43), ip: "198.51.100.32" });
    expect(row.marketStatus).toBe("released");
    expect(row.qualityScore).toBe(56);
    expect(row.deviceHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.deviceHash).not.toContain("bbbb");
    expect((row.qualitySignals as { signals: Record<string, unknown> }).signals).toMatchObject({
      renderToken: true,
      secondsToSubmit: 90,
      deviceCookie: true,
      automatedAgent: false,
    });
    expect(made.every((l) => l.status !== "pending")).toBe(true);
    const listed = await availableLeadsForContractor({ db: t.db, env: t.env, now: NOW }, roofer.contractorId, { limit: 100 });
    const card = listed.leads.find((l) => made.some((m) => m.id === l.leadId));
    expect(card?.quality).toEqual({ band: "medium", reasons: "phone not verified, 2 answers, 0 photos" });
  });

  it("a forged or stale render token counts as none", async () => {
    const forged = await post({ ...fields(), [RENDER_TOKEN_FIELD]: `${NOW.getTime() - 60_000}.${"x".repeat(43)}` }, browserHeaders("f".repeat(43)), {
      ip: "198.51.100.33",
    });
    expect((forged.row.qualitySignals as { signals: Record<string, unknown> }).signals).toMatchObject({ renderToken: false });
    const stale = await post({ ...fields(), [RENDER_TOKEN_FIELD]: await renderTokenAt(t.db, NOW, 8 * 24 * 3600) }, browserHeaders("g".repeat(43)), {
      ip: "198.51.100.34",
    });
    expect((stale.row.qualitySignals as { signals: Record<string, unknown> }).signals).toMatchObject({ renderToken: false });
  });

  it("counts earlier requests from one device cookie, and from one address, within the hour and the day", async () => {
    const device = "v".repeat(43);
    const scores: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Different addresses: only the device repeats.
      const { row } = await browserPost({ device, ip: `198.51.100.${40 + i}`, now: new Date(NOW.getTime() + i * 60_000) });
      scores.push(row.qualityScore!);
      expect((row.qualitySignals as { signals: Record<string, unknown> }).signals).toMatchObject({ deviceLastHour: i, deviceLastDay: i, ipLastHour: 0 });
    }
    expect(scores[3]! - scores[0]!).toBe(POINTS.hourVelocity);

    // One address, new devices each time; the earlier ones two hours back count for the day only.
    const ip = "198.51.100.60";
    for (let i = 0; i < 3; i++) await browserPost({ device: `${i}`.repeat(43), ip, now: new Date(NOW.getTime() - 2 * 3600_000 + i * 1000) });
    const { row } = await browserPost({ device: "z".repeat(43), ip, now: NOW });
    expect((row.qualitySignals as { signals: Record<string, unknown> }).signals).toMatchObject({ ipLastHour: 0, ipLastDay: 3, deviceLastHour: 0 });

    // The loopback address names no client (a proxy on this host, local tools): never counted, however many post.
    for (let i = 0; i < 4; i++) await browserPost({ device: `l${i}`.padEnd(43, "l"), ip: "127.0.0.1", now: new Date(NOW.getTime() + i * 1000) });
    const local = await browserPost({ device: "m".repeat(43), ip: "127.0.0.1", now: new Date(NOW.getTime() + 5000) });
    expect((local.row.qualitySignals as { signals: Record<string, unknown> }).signals).toMatchObject({ ipLastHour: 0, ipLastDay: 0 });
  });

  it("prices a lead by its score among the other attributes, inside the range", async () => {
    const roofer = await makeContractor(t.db, t.env);
    const medium = await browserPost({ device: "m".repeat(43), ip: "198.51.100.70" });
    const high = await browserPost({ device: "h".repeat(43), ip: "198.51.100.71" });
    // As a verified phone would score it again (settle-quote-request.server.ts stores the score, then this).
    await t.db.update(quoteRequests).set({ qualityScore: 81 }).where(eq(quoteRequests.id, high.row.id));
    await refreshPricePositions(t.db, high.row.id);
    const listed = await availableLeadsForContractor({ db: t.db, env: t.env, now: NOW }, roofer.contractorId, { limit: 100 });
    const priceOf = (id: string) => listed.leads.find((l) => l.leadId === id)!.priceCents;
    expect(priceOf(high.leads[0]!.id)).toBeGreaterThan(priceOf(medium.leads[0]!.id));
    expect(listed.leads.find((l) => l.leadId === high.leads[0]!.id)!.quality?.band).toBe("high");
  });
});
