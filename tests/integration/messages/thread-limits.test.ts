/**
 * What a thread refuses (decision 0052): a message too long or empty, more than 3 files or a file that is not a PDF,
 * JPEG or PNG by its content (nothing stored then), a lead returned with credit, and more than 5 messages a minute or
 * 20 an hour from one side, also when they arrive at once.
 */
import { readdirSync, existsSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadReturns, outbox, purchaseMessages } from "~/db/schema";
import { postHomeownerMessage, postProMessage } from "~/domain/messages/post-message.server";
import { uploadsRoot } from "~/lib/uploads.server";
import { minimalPdf, minimalPng } from "../../support/sample-files";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeSale } from "./thread-fixtures";

const MINUTE = 60_000;

describe.each(testEngines())("the limits of a thread on %s", (engine) => {
  const t = useTestDatabase(engine);
  const ctx = (now?: Date) => ({ db: t.db, env: t.env, now });
  const count = (purchaseId: string) => t.db.$count(purchaseMessages, eq(purchaseMessages.purchaseId, purchaseId));
  const storedFiles = () =>
    existsSync(uploadsRoot(t.dataDir)) ? readdirSync(uploadsRoot(t.dataDir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;

  it("takes 1 to 5,000 characters (trimmed), or a file without text", async () => {
    const s = await makeSale(t.db, t.env);
    const pro = (body: string, attachments?: { name: string; mime: string; bytes: Uint8Array }[]) =>
      postProMessage(ctx(), s.contractorId, s.purchaseId, { via: "web", body, attachments });
    await expect(pro("   \n")).rejects.toMatchObject({ code: "invalid_input", details: { field: "body" } });
    await expect(pro("x".repeat(5001))).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "body" },
      message: "Please keep a message to 5,000 characters.",
    });
    await pro("x".repeat(5000));
    await pro("", [{ name: "photo.png", mime: "image/png", bytes: minimalPng() }]);
    expect(await count(s.purchaseId)).toBe(2);
  });

  it("takes at most 3 files, each a PDF, JPEG or PNG by its content; a refused post stores no file", async () => {
    const s = await makeSale(t.db, t.env);
    const before = storedFiles();
    const png = { name: "a.png", mime: "image/png", bytes: minimalPng() };
    await expect(
      postHomeownerMessage(ctx(), s.request.id, s.purchaseId, { via: "web", body: "Four", attachments: [png, png, png, png] }),
    ).rejects.toMatchObject({ code: "invalid_input", details: { field: "attachments" } });
    const renamed = { name: "invoice.pdf", mime: "application/pdf", bytes: new TextEncoder().encode("MZ not a pdf at all") };
    await expect(postHomeownerMessage(ctx(), s.request.id, s.purchaseId, { via: "web", body: "Bad", attachments: [png, renamed] })).rejects.toMatchObject({
      code: "invalid_input",
      message: '"invoice.pdf": File must be a PDF, JPG or PNG.',
    });
    const huge = { name: "big.pdf", mime: "application/pdf", bytes: new Uint8Array(5 * 1024 * 1024 + 1) };
    await expect(postHomeownerMessage(ctx(), s.request.id, s.purchaseId, { via: "web", body: "Big", attachments: [huge] })).rejects.toMatchObject({
      code: "invalid_input",
      details: { field: "attachments" },
    });
    expect(await count(s.purchaseId)).toBe(0);
    expect(storedFiles()).toBe(before);
    await postHomeownerMessage(ctx(), s.request.id, s.purchaseId, {
      via: "web",
      body: "Three",
      attachments: [png, { name: "b.pdf", mime: "application/pdf", bytes: minimalPdf() }, png],
    });
    expect(storedFiles()).toBe(before + 3);
  });

  it("a refused post (closed thread) removes the files it stored", async () => {
    const s = await makeSale(t.db, t.env);
    await t.db
      .insert(leadReturns)
      .values({ purchaseId: s.purchaseId, contractorId: s.contractorId, reason: "wrong-number", note: "", status: "credited", decidedAt: new Date() });
    const before = storedFiles();
    await expect(
      postProMessage(ctx(), s.contractorId, s.purchaseId, {
        via: "web",
        body: "Hello",
        attachments: [{ name: "a.png", mime: "image/png", bytes: minimalPng() }],
      }),
    ).rejects.toMatchObject({
      code: "link_expired",
      message: expect.stringMatching(/returned/),
    });
    expect(storedFiles()).toBe(before);
  });

  it("allows one side 5 messages a minute and 20 an hour; the other side keeps its own share", async () => {
    const s = await makeSale(t.db, t.env);
    const t0 = new Date(Date.now() - 2 * 3_600_000);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const pro = (now: Date) => postProMessage(ctx(now), s.contractorId, s.purchaseId, { via: "web", body: `At ${now.toISOString()}` });
    for (let i = 0; i < 5; i += 1) await pro(at(i * 1000));
    await expect(pro(at(10_000))).rejects.toMatchObject({ code: "rate_limited", message: expect.stringMatching(/last minute/) });
    await postHomeownerMessage(ctx(at(10_000)), s.request.id, s.purchaseId, { via: "web", body: "My turn." });
    for (let m = 1; m <= 3; m += 1) for (let i = 0; i < 5; i += 1) await pro(at(m * 2 * MINUTE + i * 1000));
    await expect(pro(at(10 * MINUTE))).rejects.toMatchObject({ code: "rate_limited", message: expect.stringMatching(/last hour/) });
    // An hour after the first five, they no longer count.
    await pro(at(61 * MINUTE));
    expect(await count(s.purchaseId)).toBe(22);
  });

  it("holds under concurrent posts: of 8 at once, exactly 5 are stored and told", async () => {
    const s = await makeSale(t.db, t.env);
    const now = new Date();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => postHomeownerMessage(ctx(now), s.request.id, s.purchaseId, { via: "api", body: `Burst ${i}` })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(refused.map((o) => (o.reason as { code: string }).code)).toEqual(["rate_limited", "rate_limited", "rate_limited"]);
    expect(await count(s.purchaseId)).toBe(5);
    expect(await t.db.$count(outbox, and(eq(outbox.to, s.proEmail), eq(outbox.kind, "message.received")))).toBe(5);
  });
});
