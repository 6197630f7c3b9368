import { eq } from "drizzle-orm";
import { submitForm } from "~/web/submit-form.server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import type { DatabaseHandle } from "~/db/client.server";
import { handleContactMessageSubmission, contactMessagePost } from "~/domain/contact-messages/handle-contact-message-submission.server";
import { backoffMs, deliverDueEmails } from "~/jobs/deliver-due-emails.server";
import { startJobs, stopJobs } from "~/jobs/jobs.server";
import { createSmtpTransport } from "~/lib/smtp.server";
import { context, testEnv, urlencodedPost } from "../../support/form-requests";
import { startSmtpSink } from "../../support/smtp-sink";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { waitFor } from "../../support/wait-for";

const message = {
  firstName: "Ana",
  lastName: "García",
  email: "ana@example.com",
  role: "homeowner",
  message: "Do you serve Queens?",
};

async function submit(handle: DatabaseHandle, env: ReturnType<typeof testEnv>["env"], overrides: Record<string, string> = {}) {
  const result = await submitForm(
    contactMessagePost,
    handleContactMessageSubmission,
    urlencodedPost("/contact", { ...message, ...overrides }),
    context(handle.db, env),
  );
  expect(result.ok).toBe(true);
}

describe.each(testEngines())("e-mail delivery on %s", (engine) => {
  const database = useTestDatabase(engine);
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.stop();
  });
  afterEach(async () => {
    await stopJobs();
    await database.db.delete(outbox);
  });

  it("keeps messages 'stored' when no SMTP server is configured", async () => {
    const t = testEnv();
    await submit(database.handle, t.env);
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "stored", channel: "email", to: "ana@example.com", kind: "contact-message.acknowledgment" });
    t.cleanup();
  });

  it("delivers a pending message over SMTP and marks it sent", async () => {
    const t = testEnv({ SMTP_URL: sink.url });
    await submit(database.handle, t.env, { email: "deliver@example.com" });
    const [pending] = await database.db.select().from(outbox);
    expect(pending?.status).toBe("pending");
    const transport = createSmtpTransport(sink.url, { ignoreTLS: true });
    const report = await deliverDueEmails(database.db, transport, { from: t.env.MAIL_FROM });
    transport.close?.();
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [sent] = await database.db.select().from(outbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    const mail = sink.received.find((m) => m.to.includes("deliver@example.com"));
    expect(mail?.raw).toContain("We received your message");
    expect(mail?.from).toBe("no-reply@trustedhomepros.com");
    // Nothing is due any more: a second run sends nothing twice.
    expect(await deliverDueEmails(database.db, transport, { from: t.env.MAIL_FROM })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    t.cleanup();
  });

  it("sends a burst over one pooled SMTP connection", async () => {
    // A connection per message waits for the server's greeting every time (100 ms on this sink),
    // which once let quote-request confirmations hold lead e-mails up for tens of seconds.
    const t = testEnv({ SMTP_URL: sink.url });
    for (let i = 0; i < 5; i++) await submit(database.handle, t.env, { email: `burst-${i}@example.com` });
    const before = sink.connections();
    const transport = createSmtpTransport(sink.url, { ignoreTLS: true, pool: true });
    expect(await deliverDueEmails(database.db, transport, { from: t.env.MAIL_FROM })).toEqual({ sent: 5, retrying: 0, failed: 0 });
    transport.close?.();
    expect(sink.connections() - before).toBe(1);
    for (let i = 0; i < 5; i++) expect(sink.received.some((m) => m.to.includes(`burst-${i}@example.com`))).toBe(true);
    t.cleanup();
  });

  it("retries with back-off when the server is unreachable, then gives up as 'failed'", async () => {
    const t = testEnv({ SMTP_URL: "smtp://127.0.0.1:9" });
    await submit(database.handle, t.env, { email: "retry@example.com" });
    let now = new Date();
    const broken = createSmtpTransport("smtp://127.0.0.1:9", { ignoreTLS: true });
    const first = await deliverDueEmails(database.db, broken, { from: t.env.MAIL_FROM, now: () => now, maxAttempts: 2 });
    expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + backoffMs(1) - 1000);
    // Not due yet: nothing happens.
    expect(await deliverDueEmails(database.db, broken, { from: t.env.MAIL_FROM, now: () => now, maxAttempts: 2 })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now = new Date(now.getTime() + backoffMs(1) + 1000);
    expect(await deliverDueEmails(database.db, broken, { from: t.env.MAIL_FROM, now: () => now, maxAttempts: 2 })).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.to, "retry@example.com"));
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    broken.close?.();
    t.cleanup();
  });

  it("delivers through the pg-boss job soon after a form is committed", async () => {
    const t = testEnv({ SMTP_URL: sink.url });
    const transport = createSmtpTransport(sink.url, { ignoreTLS: true });
    await startJobs(database.handle, t.env, { transport, pollingIntervalSeconds: 0.5 });
    await submit(database.handle, t.env, { email: "job@example.com" });
    const sent = await waitFor(
      async () => {
        const [row] = await database.db.select().from(outbox).where(eq(outbox.to, "job@example.com"));
        return row?.status === "sent" ? row : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(sent.attempts).toBe(1);
    expect(sink.received.some((m) => m.to.includes("job@example.com"))).toBe(true);
    await stopJobs();
    t.cleanup();
  }, 60_000);
});
