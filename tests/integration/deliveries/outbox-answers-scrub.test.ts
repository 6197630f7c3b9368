/**
 * The migration that removes the answer bodies earlier releases kept in the
 * outbox (push: up to 300 characters of the push service's answer; SMS: the
 * provider's message): only the status and the provider's error code stay.
 * Run again here over rows written the old way, on both engines.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "~/db/schema";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";

const MIGRATION = readFileSync("app/db/migrations/0032_scrub_outbox_answers.sql", "utf8");

describe.each(testEngines())("scrubbing stored answers from the outbox on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps the status (and SMS error code), drops the answer; leaves other messages and channels alone", async () => {
    const rows: { channel: "push" | "sms" | "email"; lastError: string; expected: string }[] = [
      {
        channel: "push",
        lastError: "1 of 2 browsers not reached: HTTP 500: <html>db=10.0.0.7 password=hunter2\nline two</html>",
        expected: "1 of 2 browsers not reached: HTTP 500",
      },
      { channel: "sms", lastError: "HTTP 400 (code 21211): The 'To' number +15125552100 is not a valid phone number.", expected: "HTTP 400 (code 21211)" },
      { channel: "sms", lastError: "HTTP 503: upstream down", expected: "HTTP 503" },
      { channel: "sms", lastError: "fetch failed (ECONNREFUSED)", expected: "fetch failed (ECONNREFUSED)" },
      { channel: "push", lastError: "No browser has alerts turned on for this contractor.", expected: "No browser has alerts turned on for this contractor." },
      { channel: "email", lastError: "HTTP 550: mailbox unavailable", expected: "HTTP 550: mailbox unavailable" },
    ];
    const ids: string[] = [];
    for (const row of rows) {
      const [inserted] = await database.db
        .insert(outbox)
        .values({
          channel: row.channel,
          kind: "x",
          to: "someone",
          subject: row.channel === "email" ? "s" : null,
          text: "t",
          status: "failed",
          lastError: row.lastError,
          nextAttemptAt: new Date(),
        })
        .returning({ id: outbox.id });
      ids.push(inserted!.id);
    }
    await database.db.execute(sql.raw(MIGRATION));
    const after = await Promise.all(
      ids.map(async (id) => (await database.db.select({ lastError: outbox.lastError }).from(outbox).where(eq(outbox.id, id)))[0]!.lastError),
    );
    expect(after).toEqual(rows.map((r) => r.expected));
    await database.db.delete(outbox);
  });
});
