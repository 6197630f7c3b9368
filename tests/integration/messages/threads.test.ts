/**
 * The thread of a bought lead (decision 0052): both sides write, the other side is told through the outbox with a
 * Reply-To of its own reply address and never the writer's address, the buyer's CRM gets message.received, the pro's
 * first message is its first reply, "Stop new contacts" closes the thread for both, erasure deletes it with its files,
 * and the thread reads back in pages.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contractors, messageAttachments, outbox, purchaseMessages, purchases, pushSubscriptions, quoteRequests } from "~/db/schema";
import { NO_FURTHER_CONTACT } from "~/domain/leads/homeowner-notice";
import { myLead } from "~/domain/marketplace/listings.server";
import { listThread, readMessageAttachment } from "~/domain/messages/list-messages.server";
import { postHomeownerMessage, postMessage, postProMessage } from "~/domain/messages/post-message.server";
import { replyAddressFor } from "~/domain/messages/reply-address.server";
import { THREAD_CLOSED_MESSAGE } from "~/domain/messages/thread-rules";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { stopNewContacts } from "~/domain/privacy/stop-new-contacts.server";
import { uploadsRoot } from "~/lib/uploads.server";
import { expectWebhookMatchesContract } from "../../support/openapi-contract";
import { minimalPdf, minimalPng } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeSale } from "./thread-fixtures";

describe.each(testEngines())("threads on a bought lead on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { MAIL_REPLY_DOMAIN: "reply.example.com" } });
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });
  const mailTo = (to: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, "message.received")));

  it("a pro's message reaches the homeowner by e-mail: quoted text, a fresh request link, Reply-To the homeowner's reply address, no pro address", async () => {
    const s = await makeSale(t.db, t.env);
    const now = new Date();
    const posted = await postProMessage(ctx(now), s.contractorId, s.purchaseId, { via: "web", body: "  Can we come on Tuesday?\nAround 9.  " });
    const [row] = await t.db.select().from(purchaseMessages).where(eq(purchaseMessages.id, posted.id));
    expect(row).toMatchObject({ author: "pro", via: "web", body: "Can we come on Tuesday?\nAround 9." });
    const [mail] = await mailTo(s.request.email);
    expect(mail!.subject).toBe(`New message from ${s.businessName} about your request ${s.request.reference}`);
    expect(mail!.text).toContain("> Can we come on Tuesday?\n> Around 9.");
    expect(mail!.text).toMatch(/\/my-request\/\S+/);
    expect(mail!.headers).toEqual({ "Reply-To": await replyAddressFor(t.db, t.env, s.purchaseId, "homeowner") });
    expect(JSON.stringify(mail)).not.toContain(s.proEmail);
    // The pro's first message is its first reply, on the purchase and the request.
    const [purchase] = await t.db.select({ at: purchases.firstReplyAt }).from(purchases).where(eq(purchases.id, s.purchaseId));
    expect(purchase!.at).toEqual(now);
    const [request] = await t.db.select({ at: quoteRequests.firstReplyAt }).from(quoteRequests).where(eq(quoteRequests.id, s.request.id));
    expect(request!.at).toEqual(now);
  });

  it("the homeowner's message reaches the pro by e-mail and push, and its CRM as message.received, without the homeowner's address", async () => {
    const s = await makeSale(t.db, t.env, { enterprise: true });
    await t.db
      .insert(pushSubscriptions)
      .values({ contractorId: s.contractorId, endpoint: `https://push.example.com/${s.purchaseId}`, p256dh: "key", auth: "auth" });
    const posted = await postHomeownerMessage(ctx(), s.request.id, s.purchaseId, {
      via: "web",
      body: "Tuesday at 9 works.",
      attachments: [{ name: "roof.png", mime: "image/png", bytes: minimalPng() }],
    });
    const [mail] = await mailTo(s.proEmail);
    expect(mail!.subject).toBe(`New message from the homeowner about ${s.request.reference}`);
    expect(mail!.text).toContain("> Tuesday at 9 works.\n(1 file attached)");
    expect(mail!.text).toContain(`/pro/leads/${s.purchaseId}`);
    expect(mail!.headers).toEqual({ "Reply-To": await replyAddressFor(t.db, t.env, s.purchaseId, "pro") });
    const [push] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "push"), eq(outbox.to, s.contractorId), eq(outbox.kind, "message.received")));
    expect(JSON.parse(push!.text)).toMatchObject({ body: "Tuesday at 9 works.", url: expect.stringContaining(s.purchaseId) });
    const [hook] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "webhook"), eq(outbox.contractorId, s.contractorId), eq(outbox.kind, "message.received")));
    expectWebhookMatchesContract(hook!.text);
    expect(JSON.parse(hook!.text)).toMatchObject({
      type: "message.received",
      data: {
        purchaseId: s.purchaseId,
        messageId: posted.id,
        author: "homeowner",
        body: "Tuesday at 9 works.",
        createdAt: posted.createdAt.toISOString(),
        attachments: 1,
      },
    });
    for (const row of [mail, push, hook]) expect(JSON.stringify(row)).not.toContain(s.request.email);
    // Nobody's first reply: only the pro's messages count.
    expect((await t.db.select({ at: purchases.firstReplyAt }).from(purchases).where(eq(purchases.id, s.purchaseId)))[0]!.at).toBeNull();
  });

  it("a pay-as-you-go buyer gets no webhook and, without a push device, no push", async () => {
    const s = await makeSale(t.db, t.env);
    await postHomeownerMessage(ctx(), s.request.id, s.purchaseId, { via: "web", body: "Hello?" });
    expect(await mailTo(s.proEmail)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.contractorId, s.contractorId), eq(outbox.kind, "message.received"))),
    ).toEqual([]);
  });

  it("in the pro's alert quiet hours the homeowner's message is e-mailed but not pushed", async () => {
    const s = await makeSale(t.db, t.env);
    await t.db
      .insert(pushSubscriptions)
      .values({ contractorId: s.contractorId, endpoint: `https://push.example.com/q-${s.purchaseId}`, p256dh: "key", auth: "auth" });
    // 22:00 to 07:00 in New York; 3 am there is 08:00 UTC in winter.
    await t.db
      .update(contractors)
      .set({ alertTimeZone: "America/New_York", alertQuietStart: 22 * 60, alertQuietEnd: 7 * 60 })
      .where(eq(contractors.id, s.contractorId));
    await postHomeownerMessage({ ...ctx(), now: new Date("2027-01-12T08:00:00Z") }, s.request.id, s.purchaseId, { via: "web", body: "Are you awake?" });
    expect(await mailTo(s.proEmail)).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, "push"), eq(outbox.to, s.contractorId))),
    ).toEqual([]);
  });

  it("another pro's purchase and another request's purchase are 'not found', and nothing is written", async () => {
    const s = await makeSale(t.db, t.env);
    const other = await makeSale(t.db, t.env);
    await expect(postProMessage(ctx(), other.contractorId, s.purchaseId, { via: "web", body: "Hi" })).rejects.toMatchObject({ code: "not_found" });
    await expect(postHomeownerMessage(ctx(), other.request.id, s.purchaseId, { via: "web", body: "Hi" })).rejects.toMatchObject({ code: "not_found" });
    await expect(postProMessage(ctx(), s.contractorId, "not-a-uuid", { via: "web", body: "Hi" })).rejects.toMatchObject({ code: "not_found" });
    expect(await t.db.$count(purchaseMessages, eq(purchaseMessages.purchaseId, s.purchaseId))).toBe(0);
  });

  it("'Stop new contacts' closes the thread for both sides; the buyer's notice says so", async () => {
    const s = await makeSale(t.db, t.env);
    await postProMessage(ctx(), s.contractorId, s.purchaseId, { via: "web", body: "Before the stop." });
    await stopNewContacts(ctx(), s.request.token);
    const closed = { code: "link_expired", message: THREAD_CLOSED_MESSAGE };
    await expect(postProMessage(ctx(), s.contractorId, s.purchaseId, { via: "web", body: "Still there?" })).rejects.toMatchObject(closed);
    await expect(postHomeownerMessage(ctx(), s.request.id, s.purchaseId, { via: "web", body: "One more thing." })).rejects.toMatchObject(closed);
    await expect(postMessage(ctx(), { purchaseId: s.purchaseId, author: "homeowner", via: "email", body: "By mail." })).rejects.toMatchObject(closed);
    expect(await t.db.$count(purchaseMessages, eq(purchaseMessages.purchaseId, s.purchaseId))).toBe(1);
    expect((await myLead(ctx(), s.contractorId, s.purchaseId)).homeownerNotice).toBe(NO_FURTHER_CONTACT);
    expect(NO_FURTHER_CONTACT).toContain("Your conversation with the homeowner on Trusted Home Pros is closed.");
  });

  it("erasure deletes both sides' messages and the attached files; other threads stay", async () => {
    const s = await makeSale(t.db, t.env);
    const kept = await makeSale(t.db, t.env);
    const mine = await postHomeownerMessage(ctx(), s.request.id, s.purchaseId, {
      via: "web",
      body: "My gate code is 4471.",
      attachments: [{ name: "Zelda's roof.pdf", mime: "application/pdf", bytes: minimalPdf() }],
    });
    await postProMessage(ctx(), s.contractorId, s.purchaseId, { via: "web", body: "Thanks, see you then." });
    await postProMessage(ctx(), kept.contractorId, kept.purchaseId, { via: "web", body: "Another thread." });
    const [file] = await t.db.select().from(messageAttachments).where(eq(messageAttachments.messageId, mine.id));
    const stored = path.join(uploadsRoot(t.dataDir), file!.storedName);
    expect(existsSync(stored)).toBe(true);

    await deleteMyData(ctx(), s.request.token);

    expect(await t.db.$count(purchaseMessages, eq(purchaseMessages.purchaseId, s.purchaseId))).toBe(0);
    expect(await t.db.$count(messageAttachments, eq(messageAttachments.id, file!.id))).toBe(0);
    expect(existsSync(stored)).toBe(false);
    expect(await t.db.$count(purchaseMessages, eq(purchaseMessages.purchaseId, kept.purchaseId))).toBe(1);
    // Their notifications go too (they name the request's reference).
    expect(JSON.stringify(await t.db.select().from(outbox))).not.toContain("My gate code is 4471.");
  });

  it("reads back oldest first in pages of at most 50 with an opaque cursor, ties broken by id; files listed and downloadable only from their thread", async () => {
    const s = await makeSale(t.db, t.env);
    const other = await makeSale(t.db, t.env);
    // Hours ago, so the pro's own post below is not over its hourly share.
    const start = Date.now() - 3 * 3_600_000;
    // 120 rows, two to a timestamp, so a page may end between two messages of the same instant.
    await t.db.insert(purchaseMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        purchaseId: s.purchaseId,
        author: i % 3 ? ("pro" as const) : ("homeowner" as const),
        via: "web" as const,
        body: `Message ${i}`,
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    for (;;) {
      const page = await listThread(t.db, s.purchaseId, { after: cursor, limit: 500 });
      sizes.push(page.messages.length);
      seen.push(...page.messages.map((m) => m.body));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    const all = await t.db.select().from(purchaseMessages).where(eq(purchaseMessages.purchaseId, s.purchaseId));
    const expected = all.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1)).map((m) => m.body);
    expect(seen).toEqual(expected);
    await expect(listThread(t.db, s.purchaseId, { after: "made-up" })).rejects.toMatchObject({ code: "invalid_input" });

    const posted = await postProMessage(ctx(), s.contractorId, s.purchaseId, {
      via: "api",
      body: "",
      attachments: [{ name: "quote.pdf", mime: "application/pdf", bytes: minimalPdf() }],
    });
    const last = (await listThread(t.db, s.purchaseId, { after: cursor })).messages;
    expect(last.at(-1)).toMatchObject({
      id: posted.id,
      author: "pro",
      via: "api",
      body: "",
      attachments: [{ originalName: "quote.pdf", mime: "application/pdf" }],
    });
    const attachment = last.at(-1)!.attachments[0]!;
    expect(await readMessageAttachment(t.db, s.purchaseId, attachment.id)).toMatchObject({ originalName: "quote.pdf", mime: "application/pdf" });
    await expect(readMessageAttachment(t.db, other.purchaseId, attachment.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(readMessageAttachment(t.db, s.purchaseId, "nope")).rejects.toMatchObject({ code: "not_found" });
  });
});
