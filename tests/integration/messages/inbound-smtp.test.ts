/**
 * The inbound SMTP server with real SMTP sessions (nodemailer as the sending server): replies land in the thread with
 * only their new text, files are checked by content, bad or closed addresses are refused at RCPT, oversized mail with
 * 552, and the sender's own address is stored nowhere (decision 0052).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createTransport, type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, messageAttachments, outbox, purchaseMessages, purchases, quoteRequests } from "~/db/schema";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { replyAddressFor } from "~/domain/messages/reply-address.server";
import { startInboundSmtp, type InboundSmtp } from "~/server/inbound-smtp.server";
import { minimalPng } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { makeContractor } from "../marketplace/marketplace-fixtures";

type SmtpFailure = { responseCode?: number; response?: string };

describe.each(testEngines())("the inbound SMTP server on %s", (engine) => {
  const t = useTestDatabase(engine, { env: { MAIL_REPLY_DOMAIN: "reply.example.com", INBOUND_SMTP_MAX_BYTES: "60000" } });
  let server: InboundSmtp;

  beforeAll(async () => {
    server = await startInboundSmtp(t.db, t.env, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
  });

  async function sale() {
    const buyer = await makeContractor(t.db, t.env, { zips: ["10001"], base: null, balanceCents: 500_00 });
    const sent = await sendQuoteRequest(t.db, t.env, { zip: "10001", pros: "1" });
    const [lead] = await t.db.select().from(leads).where(eq(leads.quoteRequestId, sent.id));
    const { purchaseId } = await purchaseLead({ db: t.db, env: t.env }, buyer.contractorId, lead!.id, `key-${randomUUID()}`);
    const address = async (side: "homeowner" | "pro") => (await replyAddressFor(t.db, t.env, purchaseId, side))!;
    return { purchaseId, requestId: sent.id, homeowner: await address("homeowner"), pro: await address("pro") };
  }

  // A sender's own address, unique per test so a leak anywhere is found.
  const senderAddress = () => `dana.${randomUUID().slice(0, 8)}@private-mail.example`;

  function send(mail: SendMailOptions) {
    const transport = createTransport({ host: "127.0.0.1", port: server.port, secure: false, ignoreTLS: true });
    return transport.sendMail({ subject: "Re: New message about your request", ...mail }).finally(() => transport.close());
  }

  async function refusal(mail: SendMailOptions): Promise<SmtpFailure> {
    const failure = await send(mail).then(
      () => null,
      (error: SmtpFailure) => error,
    );
    expect(failure).not.toBeNull();
    return failure!;
  }

  const thread = (purchaseId: string) => t.db.select().from(purchaseMessages).where(eq(purchaseMessages.purchaseId, purchaseId));

  it("stores only the new text of a Gmail reply, as the side the address names, and the sender's address nowhere", async () => {
    const s = await sale();
    const from = senderAddress();
    const info = await send({
      from: `Dana Homeowner <${from}>`,
      to: s.homeowner,
      text: `Tuesday at 9 works.\nThe gate code is 4411.\n\n-- \nDana\n${from}\n\nOn Tue, Dec 1, 2026 at 3:04 PM Trusted Home Pros <${s.homeowner}> wrote:\n\n> Can we come on Tuesday?\n> Reply to this e-mail to answer.\n`,
    });
    expect(info.response).toMatch(/^250 /);
    const rows = await thread(s.purchaseId);
    expect(rows.map((r) => ({ author: r.author, via: r.via, body: r.body }))).toEqual([
      { author: "homeowner", via: "email", body: "Tuesday at 9 works.\nThe gate code is 4411." },
    ]);
    const everything = JSON.stringify([rows, await t.db.select().from(outbox), await t.db.select().from(messageAttachments)]);
    expect(everything).not.toContain(from);
  });

  it("takes the pro's reply at the pro's address, from an HTML-only mail turned into text", async () => {
    const s = await sale();
    await send({ from: senderAddress(), to: s.pro, html: "<p>We can start on the <b>14th</b>.</p><blockquote>Old text</blockquote>" });
    const rows = await thread(s.purchaseId);
    expect(rows.map((r) => r.author)).toEqual(["pro"]);
    expect(rows[0]!.body).toContain("We can start on the 14th.");
    expect(rows[0]!.body).not.toContain("<");
  });

  it("keeps a PNG and leaves out an .exe, saying so in the message", async () => {
    const s = await sale();
    await send({
      from: senderAddress(),
      to: s.homeowner,
      text: "Photos of the leak.",
      attachments: [
        { filename: "leak.png", content: minimalPng(), contentType: "image/png" },
        { filename: "setup.exe", content: Buffer.from("MZ\x90\x00\x03\x00\x00\x00 not a picture", "latin1"), contentType: "image/png" },
      ],
    });
    const [message] = await thread(s.purchaseId);
    expect(message!.body).toBe('Photos of the leak.\n\n(Not attached: "setup.exe". File must be a PDF, JPG or PNG.)');
    const files = await t.db.select().from(messageAttachments).where(eq(messageAttachments.messageId, message!.id));
    expect(files.map((f) => f.mime)).toEqual(["image/png"]);
  });

  it("refuses an address with a bad token at RCPT with 550, and stores nothing", async () => {
    const s = await sale();
    const forged = s.homeowner.replace(/[0-9a-f]{20}@/, "0123456789abcdef0123@");
    const failure = await refusal({ from: senderAddress(), to: forged, text: "Let me in." });
    expect(failure.responseCode).toBe(550);
    expect(failure.response).toMatch(/5\.1\.1/);
    expect(await refusal({ from: senderAddress(), to: "someone@reply.example.com", text: "Hello?" })).toMatchObject({ responseCode: 550 });
    expect(await thread(s.purchaseId)).toEqual([]);
  });

  it("refuses a mail over the size limit with 552", async () => {
    const s = await sale();
    const failure = await refusal({
      from: senderAddress(),
      to: s.homeowner,
      text: "Big file.",
      attachments: [{ filename: "big.png", content: Buffer.alloc(80_000, 7) }],
    });
    expect(failure.responseCode).toBe(552);
    expect(await thread(s.purchaseId)).toEqual([]);
  });

  it("refuses a thread closed by 'Stop new contacts', and one quiet longer than MESSAGE_REPLY_DAYS", async () => {
    const stopped = await sale();
    await t.db.update(quoteRequests).set({ contactStoppedAt: new Date() }).where(eq(quoteRequests.id, stopped.requestId));
    expect(await refusal({ from: senderAddress(), to: stopped.pro, text: "Still interested?" })).toMatchObject({ responseCode: 550 });
    const quiet = await sale();
    await t.db
      .update(purchases)
      .set({ purchasedAt: new Date(Date.now() - (t.env.MESSAGE_REPLY_DAYS + 1) * 86_400_000) })
      .where(eq(purchases.id, quiet.purchaseId));
    expect(await refusal({ from: senderAddress(), to: quiet.homeowner, text: "Hello again." })).toMatchObject({ responseCode: 550 });
    expect([...(await thread(stopped.purchaseId)), ...(await thread(quiet.purchaseId))]).toEqual([]);
  });

  it("refuses a reply that is only quoted history, and drops an out-of-office answer", async () => {
    const s = await sale();
    const empty = await refusal({ from: senderAddress(), to: s.homeowner, text: `On Tue, Dec 1, 2026 at 3:04 PM X <${s.homeowner}> wrote:\n> Can we come?\n` });
    expect(empty.responseCode).toBe(550);
    const info = await send({ from: senderAddress(), to: s.homeowner, text: "I am away until Monday.", headers: { "Auto-Submitted": "auto-replied" } });
    expect(info.response).toMatch(/^250 /);
    expect(await thread(s.purchaseId)).toEqual([]);
  });

  it("takes one reply address per transaction: a second one is deferred with 452", async () => {
    const [a, b] = [await sale(), await sale()];
    const info = await send({ from: senderAddress(), to: [a.homeowner, b.homeowner], text: "One answer for both." });
    expect(info.accepted).toEqual([a.homeowner]);
    expect(info.rejected).toEqual([b.homeowner]);
    expect((await thread(a.purchaseId)).map((r) => r.body)).toEqual(["One answer for both."]);
    expect(await thread(b.purchaseId)).toEqual([]);
  });
});
