/**
 * Erasure reaches the database's files: after "Delete my data", the nightly
 * scrub rewrites the tables erasure changed and moves the WAL on, so no file
 * of the embedded database (heap, indexes, TOAST, pg_wal) still holds an
 * erased value as a dead row version or an old WAL record
 * (docs/decisions/0042-erasure-on-disk.md).
 */
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { auditLog, leads, outbox, purchases } from "~/db/schema";
import { rowsOf } from "~/db/types.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { scrubErasedStorage } from "~/domain/privacy/scrub-erased-storage.server";
import type { Env } from "~/env.server";
import { formCases, postOf } from "../../support/form-cases";
import { context, testEnv } from "../../support/form-requests";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { sendQuoteRequest } from "../homeowners/homeowner-world";
import { findValuesInFiles } from "./find-values";
import { makeContractor } from "../marketplace/marketplace-fixtures";

const HOUR = 3600 * 1000;
const formCase = (name: string) => formCases.find((f) => f.name === name)!;

/** The homeowner: values found nowhere else, one of them beyond ASCII (searched as its UTF-8 bytes). */
const yolanda = {
  fullName: "Yolanda Brückenwald",
  email: "yolanda.pemberthwaite@example.com",
  phone: "(212) 555-3861",
  e164: "+12125553861",
  street: "1187 Quarrystone Lane",
  details: "Copper gutters over the orangery, side gate code 9264",
};
/** And the words the admin search's full-text index keeps of them, lower-cased, one entry each. */
const VALUES = [...Object.values(yolanda), "brückenwald", "pemberthwaite", "quarrystone"];

/** Everything the homeowner leaves with us: a calculator estimate, a contact message, a quote request, one of its leads sold, a webhook retry naming her. */
async function leaveEverything(db: DatabaseHandle["db"], env: Env, now: Date): Promise<{ token: string }> {
  const pro = await makeContractor(db, env, { zips: ["10011"], base: null, balanceCents: 500_00 });
  const calc = formCase("calculator lead");
  expect(
    (
      await calc.handle(
        postOf(calc, { ...calc.valid(1), fullName: yolanda.fullName, email: yolanda.email, mobile: yolanda.phone, address: yolanda.street }),
        context(db, env),
      )
    ).ok,
  ).toBe(true);
  const contact = formCase("contact message");
  expect(
    (
      await contact.handle(
        postOf(contact, {
          ...contact.valid(2),
          firstName: "Yolanda",
          lastName: "Brückenwald",
          email: yolanda.email,
          phone: yolanda.phone,
          message: `Call me, ${yolanda.fullName}`,
        }),
        context(db, env),
      )
    ).ok,
  ).toBe(true);
  const mine = await sendQuoteRequest(
    db,
    env,
    { fullName: yolanda.fullName, email: yolanda.email, phone: yolanda.phone, zip: "10011", pros: "2", details: yolanda.details },
    now,
  );
  const [lead] = await db.select().from(leads).where(eq(leads.quoteRequestId, mine.id)).orderBy(leads.seq);
  const sale = await purchaseLead({ db, env, now }, pro.contractorId, lead!.id, `key-${crypto.randomUUID()}`);
  await db
    .update(purchases)
    .set({ notes: `Spoke to ${yolanda.fullName}` })
    .where(eq(purchases.id, sale.purchaseId));
  await db.insert(outbox).values({
    channel: "webhook",
    kind: "lead.webhook",
    to: "https://crm.example.com/hook",
    text: JSON.stringify({ homeowner: yolanda }),
    status: "pending",
    attempts: 2,
  });
  return { token: mine.token };
}

describe("erased values leave the embedded database's files", () => {
  it("after erasure, the scrub and a checkpoint, no file under the PGlite data directory (pg_wal included) holds them", { timeout: 240_000 }, async () => {
    const { env, dataDir, cleanup } = testEnv();
    const pgliteDir = path.join(dataDir, "pglite");
    let handle = await openDatabase({ dataDir });
    try {
      const now = new Date();
      const { token } = await leaveEverything(handle.db, env, now);
      await handle.db.execute(sql`checkpoint`);
      expect(findValuesInFiles(pgliteDir, VALUES)).not.toEqual([]); // the scan sees them while they are live

      await deleteMyData({ db: handle.db, env, now }, token);
      await handle.db.execute(sql`checkpoint`);
      // Erasure alone leaves the old row versions in the table and index pages and the inserts in the WAL.
      expect(findValuesInFiles(pgliteDir, VALUES)).not.toEqual([]);

      const scrub = await scrubErasedStorage({ db: handle.db, env, now: new Date(now.getTime() + HOUR) }, handle);
      expect(scrub).toMatchObject({ scrubbed: true, wal: "rotated" });
      await handle.db.execute(sql`checkpoint`);
      expect(findValuesInFiles(pgliteDir, VALUES)).toEqual([]);

      // Nor after a restart (recovery replays nothing that holds them), nor once the app has written more.
      await handle.close();
      handle = await openDatabase({ dataDir });
      await sendQuoteRequest(handle.db, env, { zip: "10011", pros: "1" }, new Date(now.getTime() + 2 * HOUR));
      await handle.db.execute(sql`checkpoint`);
      expect(findValuesInFiles(pgliteDir, VALUES)).toEqual([]);
    } finally {
      await handle.close();
      cleanup();
    }
  });
});

describe.each(testEngines())("the erased-storage scrub on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("rewrites the tables erasure changed once something was erased, records it without personal data, and skips when nothing was erased since", async () => {
    const base = new Date("2026-06-01T01:00:00Z");
    const at = (hours: number) => ({ db: t.db, env: t.env, now: new Date(base.getTime() + hours * HOUR) });
    const fileOf = async (table: string) => rowsOf<{ f: string }>(await t.db.execute(sql`select pg_relation_filenode(${table}::regclass)::text as f`))[0]!.f;

    expect(await scrubErasedStorage(at(0), t.handle)).toEqual({ scrubbed: false }); // nothing was ever erased
    const { token } = await leaveEverything(t.db, t.env, base);
    await deleteMyData(at(1), token);
    const before = { requests: await fileOf("quote_requests"), outbox: await fileOf("outbox") };

    const scrub = await scrubErasedStorage(at(2), t.handle);
    expect(scrub.scrubbed).toBe(true);
    // A rewrite gives each table a new file; the old one, dead versions and all, goes.
    expect(await fileOf("quote_requests")).not.toBe(before.requests);
    expect(await fileOf("outbox")).not.toBe(before.outbox);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "privacy.storage-scrubbed"));
    expect(entry!.at).toEqual(at(2).now);
    // Her phone by its digits, not "555" alone, which a random UUID in the row may contain.
    expect(JSON.stringify(entry)).not.toMatch(/yolanda|pemberthwaite|555-?3861/i);

    // Nothing erased since: the next night's run rewrites nothing (a rewrite locks each table while it runs).
    const again = { requests: await fileOf("quote_requests") };
    expect(await scrubErasedStorage(at(26), t.handle)).toEqual({ scrubbed: false });
    expect(await fileOf("quote_requests")).toBe(again.requests);
  });
});
