/**
 * What GET /readyz reports: whether this process should get traffic. Each
 * check answers a fixed word, never an error message (which could carry a
 * host name or a query's parameters).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDatabase } from "~/db/database.server";
import { rowsOf } from "~/db/types.server";
import { env } from "~/env.server";
import { jobsState } from "~/jobs/jobs-running.server";
import { createSmtpTransport } from "~/lib/smtp.server";

type Checks = {
  /** The process is stopping (SIGTERM): traffic should go elsewhere. */
  shutdown: "running" | "draining";
  database: "ok" | "failed";
  migrations: "ok" | "pending" | "unknown";
  /** "starting": for about a second after the server first listens (the workers start after it, lifecycle.server.ts). */
  jobs: "ok" | "starting" | "stopped" | "off";
  smtp: "ok" | "failed" | "not configured";
};

/** While draining only `shutdown` is reported: the other checks are not run. */
export type Readiness = { ready: boolean; checks: Checks | Pick<Checks, "shutdown"> };

/** A check that has not answered by then counts as failed: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;
/** SMTP is asked at most this often (a probe every few seconds must not open a mail session each time). */
const SMTP_CHECK_TTL_MS = 30_000;

const state = { draining: false };

/** From the first SIGTERM on, /readyz answers 503. */
export function markDraining(): void {
  state.draining = true;
}

export function isDraining(): boolean {
  return state.draining;
}

function withTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  const timeout = new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref());
  return Promise.race([work.catch(() => fallback), timeout]);
}

let latestMigration: number | undefined;
/** The newest migration this build ships (drizzle records its journal "when" as created_at). */
function shippedMigration(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.resolve(process.cwd(), "app/db/migrations/meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
    latestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return latestMigration;
}

async function databaseChecks(): Promise<Pick<Checks, "database" | "migrations">> {
  const { db } = await getDatabase();
  const rows = rowsOf<{ applied: string | number | null }>(await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`));
  const applied = Number(rows[0]?.applied ?? 0);
  return { database: "ok", migrations: applied >= shippedMigration() ? "ok" : "pending" };
}

let smtp: { at: number; result: Promise<"ok" | "failed"> } | undefined;
function smtpCheck(url: string): Promise<"ok" | "failed"> {
  if (!smtp || Date.now() - smtp.at > SMTP_CHECK_TTL_MS) {
    const transport = createSmtpTransport(url);
    const result = (transport.verify ? transport.verify() : Promise.resolve(true)).then(() => "ok" as const).finally(() => transport.close?.());
    smtp = { at: Date.now(), result: withTimeout(result, "failed") };
  }
  return smtp.result;
}

export async function readiness(): Promise<Readiness> {
  const config = env();
  // Draining: answered without touching the database, which closes at the end of the drain (and must not be reopened).
  if (state.draining) {
    return { ready: false, checks: { shutdown: "draining" } };
  }
  const [db, mail] = await Promise.all([
    withTimeout<Pick<Checks, "database" | "migrations">>(databaseChecks(), { database: "failed", migrations: "unknown" }),
    config.SMTP_URL ? smtpCheck(config.SMTP_URL) : Promise.resolve("not configured" as const),
  ]);
  const checks: Checks = {
    shutdown: state.draining ? "draining" : "running",
    ...db,
    jobs: config.RUN_JOBS === "true" ? jobsState() : "off",
    smtp: mail,
  };
  const ready =
    checks.shutdown === "running" && checks.database === "ok" && checks.migrations === "ok" && checks.jobs !== "stopped" && checks.smtp !== "failed";
  return { ready, checks };
}
