import { closeDatabase, getDatabase } from "~/db/database.server";
import { allowDemoTestPayments, env } from "~/env.server";
import { seedDemo, shouldSeed } from "~/server/seed-demo.server";
import { demoPaymentsAllowed, demoPaymentsMarked, markDemoPayments } from "./demo-payments.server";
import { checkAdminInput, createAdmin } from "~/domain/accounts/create-admin.server";
import { testPaymentsOn } from "~/domain/payments/select-payment-provider.server";
import { jobsRunning, jobsStartedOrFailed, trackJobsStart } from "~/jobs/jobs-running.server";
import { logger } from "~/logging/logger.server";
import { instrumentDatabase } from "./database-metrics.server";
import { endEventStreams } from "./event-stream.server";
import { startBackupControl } from "./backup-control.server";
import { stopProcessRealtimeHub } from "./realtime-hub-process.server";

/** Closes the backup channel (embedded database only); set by startup. */
let stopBackupControl: (() => Promise<void>) | undefined;
/** Stops the inbound SMTP server (replies by e-mail), when INBOUND_SMTP_PORT started one. */
let stopInboundSmtp: (() => Promise<void>) | undefined;

/**
 * Run once by serve() (serve.server.ts) before it listens: warn when test-mode payments are on,
 * open the database (taking the PGlite lock), apply migrations, seed demo data
 * on an empty embedded database. The background jobs start after the server listens (startDeferredWork).
 */
export async function startup(): Promise<{ database: "pglite" | "postgres" }> {
  const handle = await getDatabase();
  instrumentDatabase(handle);
  logger.info("database ready", { kind: handle.kind, dataDir: handle.kind === "pglite" ? env().DATA_DIR : undefined });
  if (shouldSeed(env(), handle.kind, process.env.NODE_ENV)) {
    const credentials = await seedDemo({ db: handle.db, env: env() });
    if (credentials) {
      // Printed once, at the first start on an empty database: the only place these passwords appear.
      const lines = credentials.map((c) => `  ${c.role.padEnd(10)} ${c.email.padEnd(38)} ${c.password}${c.business ? `  (${c.business})` : ""}`);
      console.log(`\nDemo data created (test-mode balances). Sign in at ${env().PUBLIC_URL}/login with:\n${lines.join("\n")}\n`);
      if (demoPaymentsAllowed(handle.kind, process.env.NODE_ENV)) markDemoPayments(env().DATA_DIR);
    }
  }
  const demoPayments = demoPaymentsAllowed(handle.kind, process.env.NODE_ENV) && demoPaymentsMarked(env().DATA_DIR);
  if (demoPayments) allowDemoTestPayments();
  if (testPaymentsOn(env())) {
    // Said at every start: on a live site this would be free credit, so it must never go unnoticed.
    logger.warn("test-mode payments are on: top-ups credit balances without charging anything", {
      nodeEnv: env().NODE_ENV,
      allowTestPayments: env().ALLOW_TEST_PAYMENTS,
      demo: demoPayments,
      fix: "set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments",
    });
  }
  if (handle.kind === "pglite") {
    // The one PGlite instance, which db:backup must go through.
    stopBackupControl = await startBackupControl(handle.client, env().DATA_DIR);
  }
  if (env().INBOUND_SMTP_PORT !== undefined) {
    // Imported only here: without the port set, smtp-server and mailparser are never loaded.
    const { startInboundSmtp } = await import("./inbound-smtp.server");
    stopInboundSmtp = (await startInboundSmtp(handle.db, env())).stop;
  }
  return { database: handle.kind };
}

/**
 * Run by serve() once the server listens: what requests do not wait for. The job workers (e-mail, texts,
 * webhooks, auto-buy, alerts, clean-ups; unless RUN_JOBS=false) start here, about a second of pg-boss's own
 * schema checks and queue set-up on this machine that a restart no longer spends before its first answer.
 * Nothing is lost meanwhile: a request's work waits in its table (the outbox, unoffered leads), and the workers
 * are woken once when they start. Resolves with how long the start took, in ms (undefined without jobs).
 */
export async function startDeferredWork(): Promise<number | undefined> {
  if (env().RUN_JOBS !== "true") return undefined;
  const started = performance.now();
  await trackJobsStart(async () => {
    // Imported only here: a web-only process (RUN_JOBS=false) never loads pg-boss and the job modules.
    const { startJobs } = await import("~/jobs/jobs.server");
    await startJobs(await getDatabase(), env());
  });
  return Math.round(performance.now() - started);
}

/**
 * Called when the server stops taking connections, before it waits for the
 * open ones: live dashboards' event streams never end by themselves, so they
 * end here, told to reconnect within about a second (to another instance,
 * or to this one's successor).
 */
export async function beginShutdown(): Promise<void> {
  const ended = endEventStreams(1_000);
  if (ended > 0) logger.info("event streams ended for shutdown", { streams: ended });
  // No new SMTP sessions either; open ones finish (or are cut, unanswered) before the database closes in shutdown().
  void stopInboundSmtp?.();
  await stopProcessRealtimeHub();
}

/**
 * After the last request: jobs get up to jobsTimeoutMs to finish (an
 * unfinished one goes back to the queue), then the database closes, last.
 */
export async function shutdown(jobsTimeoutMs?: number): Promise<void> {
  // Streams and their LISTEN first (if beginShutdown was not called).
  await stopProcessRealtimeHub();
  await stopBackupControl?.();
  stopBackupControl = undefined;
  await stopInboundSmtp?.();
  stopInboundSmtp = undefined;
  // Jobs next: they use the database until they stop (a start still under way finishes first, or fails).
  await jobsStartedOrFailed();
  if (jobsRunning()) await (await import("~/jobs/jobs.server")).stopJobs(jobsTimeoutMs);
  await closeDatabase();
}

/**
 * `npm run admin:create`: create (or reset the password of) an admin. Opens
 * the database like the server does, so with embedded PGlite the server must
 * be stopped first (the data-directory lock refuses a second process).
 */
export async function adminCreate(input: { email: string; password: string }): Promise<{ created: boolean; email: string }> {
  // Refused input never opens the database: no data directory, lock or migration for a typo.
  const email = checkAdminInput(input);
  const handle = await getDatabase();
  try {
    const result = await createAdmin(handle.db, input);
    return { created: result.created, email };
  } finally {
    await closeDatabase();
  }
}
