/**
 * A sale's lead e-mail queues behind nothing (decision 0039). New-lead alerts are
 * fanned out to every matching contractor, and a burst of quote requests
 * queues as many confirmations; sent oldest first by one run, either backlog
 * held a sale's e-mail until all of it was out. Here the backlog's sends hang
 * and nothing polls: the sender only has the sale's wake-up, and the lead
 * e-mail must still go out at once.
 */
import { eq, inArray } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterEach, describe, expect, it } from "vitest";
import { contractors, outbox } from "~/db/schema";
import { ALERT_KIND } from "~/domain/alerts/compose-lead-alert";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { registerEmailDelivery } from "~/jobs/email-delivery.job.server";
import type { MailTransport } from "~/lib/smtp.server";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { waitFor } from "../../support/wait-for";
import { makeContractor, makeQuoteRequest } from "../marketplace/marketplace-fixtures";

/** A queue that never runs anything: no sweep, no poll; only wake-ups send. */
const idleBoss = { createQueue: async () => {}, updateQueue: async () => {}, work: async () => "worker", schedule: async () => {} } as unknown as PgBoss;

describe.each(testEngines())("outbox lanes on %s", (engine) => {
  // SMTP_URL makes the rows 'pending'; the transport below stands in for the server.
  const database = useTestDatabase(engine, { env: { SMTP_URL: "smtp://127.0.0.1:2525" } });
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it.each([
    ["new-lead alerts", ALERT_KIND],
    ["homeowners' confirmations", "quote-request.confirmation"],
  ])(
    "a sale's wake-up sends its lead e-mail while a backlog of %s is still being sent",
    async (_name, kind) => {
      let releaseAlerts!: () => void;
      const backlogHeld = new Promise<void>((resolve) => (releaseAlerts = resolve));
      const sent: { to: string; subject: string }[] = [];
      const transport: MailTransport = {
        async sendMail(message) {
          sent.push({ to: message.to, subject: message.subject });
          if (message.to.startsWith("alerted-")) await backlogHeld;
        },
      };
      const stop = await registerEmailDelivery(idleBoss, { handle: database.handle, env: database.env, options: { transport } });
      cleanups.push(async () => {
        releaseAlerts();
        await stop?.();
      });

      const now = new Date();
      const alerts = await database.db
        .insert(outbox)
        .values(
          [1, 2, 3].map((n) => ({
            channel: "email" as const,
            kind,
            to: `alerted-${n}@example.com`,
            subject: "New lead",
            text: "A new lead.",
            status: "pending" as const,
            nextAttemptAt: now,
            createdAt: now,
          })),
        )
        .returning({ id: outbox.id });
      signalOutbox();
      // The alerts' run has begun and hangs on its first message.
      await waitFor(async () => (sent.some((m) => m.to.startsWith("alerted-")) ? true : undefined), { timeoutMs: 20_000, what: "the backlog's first send" });

      const { contractorId } = await makeContractor(database.db, database.env, { balanceCents: 500_00, categories: ["solar"] });
      const [buyer] = await database.db.select({ email: contractors.email }).from(contractors).where(eq(contractors.id, contractorId));
      const { leadIds } = await makeQuoteRequest(database.db, { category: "solar" });
      await purchaseLead({ db: database.db, env: database.env }, contractorId, leadIds[0]!, `k-${crypto.randomUUID()}`);

      const leadEmail = await waitFor(async () => sent.find((m) => m.to === buyer!.email && m.subject.startsWith("New lead:")), {
        timeoutMs: 20_000,
        what: "the lead e-mail",
      });
      expect(leadEmail).toBeDefined();
      // Sent while the backlog was still held: one alert on its way, none sent.
      expect(sent.filter((m) => m.to.startsWith("alerted-"))).toHaveLength(1);
      const held = await database.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            alerts.map((a) => a.id),
          ),
        );
      expect(held.map((r) => r.status)).toEqual(["pending", "pending", "pending"]);

      // The backlog then goes out as before.
      releaseAlerts();
      await waitFor(
        async () => {
          const rows = await database.db
            .select({ status: outbox.status })
            .from(outbox)
            .where(
              inArray(
                outbox.id,
                alerts.map((a) => a.id),
              ),
            );
          return rows.every((r) => r.status === "sent") ? true : undefined;
        },
        { timeoutMs: 20_000, what: "the alerts to be sent" },
      );
    },
    90_000,
  );
});
