import { describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { listOutbox as listOutboxPage, type OutboxFilter } from "~/domain/admin/list-outbox.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";

/** The first page's rows: three messages fit on one page. */
const listOutbox = async (db: Parameters<typeof listOutboxPage>[0], filter?: OutboxFilter) => (await listOutboxPage(db, filter)).rows;

describe.each(testEngines())("the admin outbox list on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("filters by channel, status and recipient, and names the contractor of a lead delivery", async () => {
    const { contractorId } = await makeContractor(t.db, t.env);
    await t.db.insert(outbox).values([
      {
        channel: "email",
        kind: "contact-message.acknowledgment",
        to: "Ana@example.com",
        subject: "Hi",
        text: "e",
        status: "sent",
        createdAt: new Date("2026-11-01T10:00:00Z"),
      },
      { channel: "sms", kind: "lead.delivery", contractorId, to: "+12125552100", text: "s", status: "stored", createdAt: new Date("2026-11-02T10:00:00Z") },
      {
        channel: "webhook",
        kind: "lead.purchased",
        contractorId,
        to: "https://crm.example.com/hook",
        text: "{}",
        status: "failed",
        lastError: "HTTP 500",
        createdAt: new Date("2026-11-03T10:00:00Z"),
      },
    ]);
    expect((await listOutbox(t.db)).map((m) => m.channel)).toEqual(["webhook", "sms", "email"]);
    const hooks = await listOutbox(t.db, { channel: "webhook" });
    expect(hooks).toHaveLength(1);
    expect(hooks[0]).toMatchObject({ to: "https://crm.example.com/hook", status: "failed", lastError: "HTTP 500", contractorId });
    expect(hooks[0]!.contractorName).toMatch(/^Contractor \d+$/);
    expect((await listOutbox(t.db, { status: "stored" })).map((m) => m.channel)).toEqual(["sms"]);
    expect(await listOutbox(t.db, { channel: "sms", status: "sent" })).toEqual([]);
    expect((await listOutbox(t.db, { to: "ana@EXAMPLE.com" })).map((m) => m.channel)).toEqual(["email"]);
    expect((await listOutbox(t.db, { channel: "email" }))[0]!.contractorName).toBeNull();
  });
});
