/**
 * Required: "backup while purchases run → restore into a fresh
 * directory → the same rows, ledger consistent, uploads readable."
 *
 * A production server runs on an embedded database that holds contractors,
 * leads and a contractor application with a PDF. Contractors buy leads over
 * HTTP while `npm run db:backup -- FILE` runs (the command asks the server
 * for the copy, since the database belongs to the server's process). The file
 * is restored with `npm run db:restore -- FILE` into a fresh DATA_DIR, and
 * what it holds is checked: a consistent prefix of the purchases (each with
 * its ledger entries, each transaction summing to zero, balances equal to the
 * ledger), every row that did not change meanwhile, the upload's bytes; then
 * a server starts on it and a contractor signs in. A second backup, taken
 * with the server stopped, holds every purchase.
 */
import { submitForm } from "~/web/submit-form.server";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { openDatabase } from "~/db/client.server";
import { applicationFiles, users } from "~/db/schema";
import { rowsOf } from "~/db/types.server";
import {
  handleContractorApplicationSubmission,
  contractorApplicationPost,
} from "~/domain/contractor-applications/handle-contractor-application-submission.server";
import { parseEnv } from "~/env.server";
import { hashPassword } from "~/lib/auth/password.server";
import { uploadPath } from "~/lib/uploads.server";
import { ledgerReport, makeContractor, makeQuoteRequest } from "../integration/marketplace/marketplace-fixtures";
import { formCases } from "../support/form-cases";
import { context, formDataOf, multipartPost, pdfFile } from "../support/form-requests";
import { minimalPdf } from "../support/sample-files";
import { launchAppProcess, type AppProcess } from "./app-process";
import { buyOverHttp, signInOverHttp } from "./browser-posts";
import { runCommand } from "./run-command";

/** `npm run <script> -- args` from the repository, with only the settings given. */
const npmRun = (script: string, args: string[], settings: Record<string, string>) => runCommand("npm", ["run", "--silent", script, "--", ...args], settings);

const TABLES_THAT_STAY = ["users", "contractors", "quote_requests", "leads", "contractor_applications", "application_files", "ledger_accounts"] as const;

async function countOf(db: Parameters<typeof ledgerReport>[0], table: string): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
}

describe("npm run db:backup while purchases run, then npm run db:restore into a fresh DATA_DIR", () => {
  const root = mkdtempSync(path.join(tmpdir(), "thp-backup-server-"));
  const dataDir = path.join(root, "data");
  const restoredDir = path.join(root, "restored");
  const file = path.join(root, "backup.tar");
  const servers: AppProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  async function serve(dir: string) {
    const server = await launchAppProcess(dir, { SEED_DEMO: "false", RATE_LIMIT_LOGIN_MAX: "1000", RATE_LIMIT_FORM_MAX: "1000" });
    servers.push(server);
    onTestFailed(() => console.log(`--- server on ${dir} ---\n${server.output()}`));
    expect(await server.started()).toBe("listening");
    return server;
  }

  it("restores a consistent copy: purchases with their ledger, unchanged rows, the uploaded PDF", async () => {
    // Seeded before the server starts: the embedded database is then the server's alone.
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, RATE_LIMIT_FORM_MAX: "1000" });
    const seeding = await openDatabase({ dataDir });
    const buyers: { email: string; password: string }[] = [];
    let leadIds: string[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const { userId } = await makeContractor(seeding.db, env, { balanceCents: 2_000_00 });
        const password = `buyer-${i}-${randomUUID()}`;
        const [user] = await seeding.db
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        buyers.push({ email: user!.email, password });
      }
      for (let i = 0; i < 8; i++) leadIds.push(...(await makeQuoteRequest(seeding.db, { pros: 3 })).leadIds);
      const application = formCases.find((c) => c.name === "contractor application")!;
      const stored = await submitForm(
        contractorApplicationPost,
        handleContractorApplicationSubmission,
        multipartPost(
          "/contractor-application",
          formDataOf({ ...application.valid(1), licenseFile: pdfFile("license.pdf"), insuranceFile: pdfFile("insurance.pdf") }),
        ),
        context(seeding.db, env),
      );
      expect(stored).toMatchObject({ ok: true });
    } finally {
      await seeding.close();
    }

    const server = await serve(dataDir);
    const cookies = await Promise.all(buyers.map((b) => signInOverHttp(server.origin, b.email, b.password)));

    // Every contractor walks through every lead, one form after another; the backup runs meanwhile.
    let bought = 0;
    const buying = Promise.all(
      cookies.map(async (cookie, i) => {
        for (const leadId of i % 2 ? leadIds.toReversed() : leadIds) {
          const answer = await buyOverHttp(server.origin, cookie, leadId, randomUUID());
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 302) bought += 1;
        }
      }),
    );
    const backup = await npmRun("db:backup", [file], { DATA_DIR: dataDir });
    const boughtWhenBackupEnded = bought;
    await buying;
    expect(backup.stderr).toBe("");
    expect(backup).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Backup written to .+ \(pglite database and 2 uploaded files, from the running server, in [\d.]+ s\)\.\n$/),
    });
    console.log(`purchases: ${boughtWhenBackupEnded} when the backup ended, ${bought} in all`);

    // Restoring into the running server's directory is refused, and changes nothing.
    const refused = await npmRun("db:restore", [file, "--force"], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Nothing was restored: The embedded database in .+ is already in use by another process/);
    await server.stop();

    // With the server stopped, the command opens the data directory itself: the final state, whole.
    const offline = await npmRun("db:backup", [path.join(root, "offline.tar")], { DATA_DIR: dataDir });
    expect(offline).toMatchObject({ code: 0, stderr: "", stdout: expect.stringContaining("from the data directory (no server running)") });
    const offlineDir = path.join(root, "offline");
    expect((await npmRun("db:restore", [path.join(root, "offline.tar")], { DATA_DIR: offlineDir })).code).toBe(0);
    const offlineCopy = await openDatabase({ dataDir: offlineDir });
    try {
      expect(await countOf(offlineCopy.db, "purchases")).toBe(bought);
    } finally {
      await offlineCopy.close();
    }

    const restored = await npmRun("db:restore", [file], { DATA_DIR: restoredDir });
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    expect(restored.stdout).toMatch(/^Restored the backup of \S+ \(pglite database and 2 uploaded files\) into /);

    const original = await openDatabase({ dataDir });
    const copy = await openDatabase({ dataDir: restoredDir });
    try {
      const counts = async (db: typeof copy.db) => Object.fromEntries(await Promise.all(TABLES_THAT_STAY.map(async (t) => [t, await countOf(db, t)])));
      expect(await counts(copy.db)).toEqual(await counts(original.db));
      // A prefix of what was sold: each restored purchase is one the server made, for the same lead, buyer and price.
      const purchasesOf = async (db: typeof copy.db) =>
        rowsOf<{ id: string; lead_id: string; contractor_id: string; price_cents: number }>(
          await db.execute(sql`select id, lead_id, contractor_id, price_cents from purchases order by id`),
        );
      const after = new Map((await purchasesOf(original.db)).map((p) => [p.id, p]));
      const snapshot = await purchasesOf(copy.db);
      expect(after.size).toBe(bought);
      for (const p of snapshot) expect(after.get(p.id)).toEqual(p);
      // Every restored purchase has its ledger transaction; every transaction sums to zero; balances equal the ledger.
      const withoutLedger = rowsOf<{ n: number }>(
        await copy.db.execute(
          sql`select count(*)::int as n from purchases p where not exists (select 1 from ledger_entries e where e.reference_id = p.id and e.kind = 'purchase')`,
        ),
      )[0]!.n;
      expect(withoutLedger).toBe(0);
      expect(await ledgerReport(copy.db)).toMatchObject({ unbalanced: 0, mismatched: 0, negative: 0, total: 0 });
      const sold = rowsOf<{ n: number }>(await copy.db.execute(sql`select count(*)::int as n from leads where status = 'sold'`))[0]!.n;
      expect(sold).toBe(snapshot.length);
      // The uploads: the same bytes, where the restored rows say they are.
      const files = await copy.db.select().from(applicationFiles);
      expect(files).toHaveLength(2);
      for (const f of files) expect(readFileSync(uploadPath(restoredDir, f.storedName))).toEqual(minimalPdf());
    } finally {
      await original.close();
      await copy.close();
    }

    // A server starts on the restored directory and signs a contractor in.
    const again = await serve(restoredDir);
    await signInOverHttp(again.origin, buyers[0]!.email, buyers[0]!.password);
    await again.stop();
  });
});
