/** The private request page (decision 0021), its links and the "find my request" form. */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, leads, outbox, requestLinks } from "~/db/schema";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { REQUEST_LINK_TTL_MS } from "~/domain/request-links/request-links.server";
import { MY_REQUEST_LINKS_SENT, sendMyRequestLinks } from "~/domain/homeowners/send-my-request-links.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { findMyRequestMessages, findMyRequestSchema } from "~/forms/find-my-request";
import { RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { hashToken } from "~/lib/auth/tokens.server";
import { rowsOf } from "~/db/types.server";
import { runFormIntent } from "~/web/run-intent.server";
import { countRows, urlencodedPost } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";
import { sendQuoteRequest } from "./homeowner-world";

const DAY = 24 * 3600 * 1000;
const key = () => `key-${crypto.randomUUID()}`;

describe.each(testEngines())("my request page on %s", (engine) => {
  // A low per-client form limit, so the flood test needs only a few posts (each quote request comes from its own address).
  const t = useTestDatabase(engine, { env: { RATE_LIMIT_FORM_MAX: "3" } });
  const ctx = (now?: Date, ip = "198.51.100.20") => ({ db: t.db, env: t.env, now, ip });
  const linksIn = (text: string) => [...text.matchAll(/https?:\/\/\S+\/my-request\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);

  it("the confirmation e-mail carries a private link; only its hash is stored; the page shows what was asked, waiting for pros", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "94103", category: "solar", pros: "2", details: "Panels on a flat roof." });
    expect(sent.requestUrl).toMatch(/^http:\/\/localhost:3000\/my-request\/[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.select().from(requestLinks).where(eq(requestLinks.quoteRequestId, sent.id));
    expect(stored.map((r) => r.tokenHash)).toEqual([hashToken(sent.token)]);
    expect(JSON.stringify(stored)).not.toContain(sent.token);

    const page = await getMyRequest(t.db, sent.token, new Date());
    expect(page).toMatchObject({
      reference: sent.reference,
      category: "Solar",
      zip: "94103",
      place: "San Francisco, CA",
      details: "Panels on a flat roof.",
      prosRequested: 2,
      state: { code: "waiting", words: "Waiting for pros" },
      pros: [],
    });
    // The link may be forwarded: the page carries none of the homeowner's contact details.
    expect(JSON.stringify(page)).not.toContain(sent.email);
    expect(JSON.stringify(page)).not.toContain("Dana");
  });

  it("a wrong, malformed or expired token opens nothing; a link works again and again until it expires", async () => {
    const now = new Date("2026-07-01T10:00:00Z");
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "30303" }, now);
    expect(await getMyRequest(t.db, "A".repeat(43), now)).toBeUndefined();
    expect(await getMyRequest(t.db, `${sent.token}x`, now)).toBeUndefined();
    expect(await getMyRequest(t.db, "../../etc/passwd", now)).toBeUndefined();
    expect(await getMyRequest(t.db, sent.token, now)).toBeDefined();
    expect(await getMyRequest(t.db, sent.token, new Date(now.getTime() + 89 * DAY))).toBeDefined();
    expect(await getMyRequest(t.db, sent.token, new Date(now.getTime() + REQUEST_LINK_TTL_MS))).toBeUndefined();
  });

  it("find my request: a fresh link for each request of the address, reusable, and earlier links keep working; a repeat's link opens its original", async () => {
    const first = await sendQuoteRequest(t.db, t.env, { zip: "02108", category: "plumbing" });
    const second = await sendQuoteRequest(t.db, t.env, { zip: "02108", category: "hvac", email: first.email });
    const repeat = await sendQuoteRequest(t.db, t.env, { zip: "02108", category: "plumbing", email: first.email, details: "Same job, asked again." });
    expect((await getMyRequest(t.db, repeat.token, new Date()))?.reference).toBe(first.reference);

    expect(await sendMyRequestLinks(ctx(), { email: first.email.toUpperCase() })).toBe(MY_REQUEST_LINKS_SENT);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "quote-request.links"));
    expect(mail!.to).toBe(first.email);
    const fresh = linksIn(mail!.text);
    expect(fresh).toHaveLength(2);
    const references = [];
    for (const token of fresh) {
      references.push((await getMyRequest(t.db, token, new Date()))?.reference);
      expect(await getMyRequest(t.db, token, new Date())).toBeDefined(); // reused: still opens
    }
    expect(references.sort()).toEqual([first.reference, second.reference].sort());
    expect(await getMyRequest(t.db, first.token, new Date())).toBeDefined();
  });

  it("find my request answers the same for an unknown address and sends nothing; a flood from one client is refused with 429", async () => {
    const before = await t.db.$count(outbox);
    expect(await sendMyRequestLinks(ctx(), { email: "nobody-here@example.com" })).toBe(MY_REQUEST_LINKS_SENT);
    expect(await t.db.$count(outbox)).toBe(before);

    const flood = ctx(new Date("2026-08-01T00:00:00Z"), "203.0.113.250");
    for (let i = 0; i < t.env.RATE_LIMIT_FORM_MAX; i++) await sendMyRequestLinks(flood, { email: `someone${i}@example.com` });
    const refused = await runFormIntent(
      urlencodedPost("/my-request", { email: "again@example.com" }),
      findMyRequestSchema,
      (input) => sendMyRequestLinks(flood, input),
      { intent: "find-my-request" },
    );
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, error: RATE_LIMIT_MESSAGE });
  });

  it.each([
    ["no address", {}, findMyRequestMessages.required],
    ["an empty address", { email: "  " }, findMyRequestMessages.required],
    ["a malformed address", { email: "not-an-email" }, findMyRequestMessages.invalid],
    ["an address with markup", { email: "<script>@x.com" }, findMyRequestMessages.invalid],
  ])("find my request refuses %s with a clear message and 400, writing nothing", async (_name, fields, message) => {
    const digest = async () => ({
      ...(await countRows(t.db)),
      links: await t.db.$count(requestLinks),
      limits: rowsOf<{ n: number }>(await t.db.execute(sql`select coalesce(sum(count), 0)::int as n from rate_limits`))[0]?.n,
    });
    const before = await digest();
    const result = await runFormIntent(urlencodedPost("/my-request", fields), findMyRequestSchema, (input) => sendMyRequestLinks(ctx(), input), {
      intent: "find-my-request",
    });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, error: message });
    expect(await digest()).toEqual(before);
  });

  it("the page names every pro who bought the request with what our admins verified, and its state follows the sales", async () => {
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "77002", category: "roofing", pros: "2" });
    const acme = await makeContractor(t.db, t.env, { base: null, zips: ["77002"], balanceCents: 500_00 });
    const other = await makeContractor(t.db, t.env, { base: null, zips: ["77002"], balanceCents: 500_00 });
    await t.db
      .update(contractors)
      .set({
        businessName: "Acme Roofing",
        licenseNumber: "TX-123456",
        licenseExpiresOn: "2099-03-31",
        insuranceProvider: "Lone Star Mutual",
        insuranceExpiresOn: "2099-12-31",
        website: "https://acme.example.com",
        phone: "+17135550142",
      })
      .where(eq(contractors.id, acme.contractorId));
    await t.db.update(contractors).set({ website: "javascript:alert(1)" }).where(eq(contractors.id, other.contractorId));
    const [l1, l2] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.quoteRequestId, sent.id)).orderBy(leads.seq);

    await purchaseLead({ db: t.db, env: t.env }, acme.contractorId, l1!.id, key());
    const matched = await getMyRequest(t.db, sent.token, new Date());
    expect(matched?.state).toEqual({ code: "matched", words: "Matched with 1 of 2 pros; still open to 1 more" });
    expect(matched?.pros).toEqual([
      {
        purchaseId: expect.any(String),
        businessName: "Acme Roofing",
        category: "Roofing",
        licence: "Licence TX-123456: verified, valid until 2099-03-31",
        insurance: "Insurance (Lone Star Mutual): verified, valid until 2099-12-31",
        phone: "(713) 555-0142",
        phoneHref: "tel:+17135550142",
        website: "https://acme.example.com",
        boughtAt: expect.any(String),
        // No reviews yet: no rating is shown rather than one invented.
        rating: null,
        reviewCount: 0,
      },
    ]);

    await purchaseLead({ db: t.db, env: t.env }, other.contractorId, l2!.id, key());
    const closed = await getMyRequest(t.db, sent.token, new Date());
    expect(closed?.state).toEqual({ code: "closed", words: "Closed: matched with 2 of 2 pros" });
    expect(closed?.pros.map((p) => p.businessName)).toEqual(["Acme Roofing", expect.stringMatching(/^Contractor /)]);
    expect(closed?.pros[1]?.website).toBeNull();
  });
});
