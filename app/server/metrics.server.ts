/**
 * Prometheus metrics (prom-client): one registry for the process, scraped
 * through GET /metrics (metrics-endpoint.server.ts).
 *
 * Labels are bounded sets only: route ids (never URLs, which carry ids and
 * tokens), status classes, queue names, outbox channels. Nothing personal.
 *
 * The marketplace counters (leads created, sold, returned; purchase amounts)
 * are read from the database on scrape rather than counted in this process:
 * they are then the site's totals, right after a restart and the same on
 * every process, so sum them over processes with max(), not sum().
 */
import { sql } from "drizzle-orm";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { getDatabase } from "~/db/database.server";
import { OUTBOX_CHANNELS } from "~/db/enums";
import { rowsOf } from "~/db/types.server";
import { logger } from "~/logging/logger.server";
import { isDraining } from "./readiness.server";

const holder = globalThis as typeof globalThis & { __thpMetrics?: ReturnType<typeof createMetrics> };

/** How long one scrape's database figures are reused: scrapes from several Prometheus replicas cost one set of queries. */
const DATABASE_FIGURES_TTL_MS = 5_000;
/** A scrape answers without the database figures rather than wait longer than this for them. */
const DATABASE_FIGURES_TIMEOUT_MS = 3_000;

type DatabaseFigures = {
  queues: { name: string; depth: number; oldestAgeSeconds: number }[];
  outbox: { channel: string; status: string; count: number }[];
  leadsCreated: number;
  leadsSold: number;
  leadsReturned: number;
  purchaseCents: number;
};

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to the end of its answer, by React Router route id (or a fixed label for files) and status class.",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const dbDuration = new Histogram({
    name: "db_query_duration_seconds",
    help: "Duration of database calls made by the app (a query, or a statement batch), by engine.",
    labelNames: ["engine"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const eventStreams = new Gauge({
    name: "event_stream_connections",
    help: "Open Server-Sent Events streams (live dashboards) on this process.",
    registers: [registry],
  });

  let figures: { at: number; value: Promise<DatabaseFigures | undefined> } | undefined;
  const databaseFigures = (): Promise<DatabaseFigures | undefined> => {
    // The database closes at the end of a drain: a late scrape must not reopen it.
    if (isDraining()) return Promise.resolve(undefined);
    if (!figures || Date.now() - figures.at > DATABASE_FIGURES_TTL_MS) {
      const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), DATABASE_FIGURES_TIMEOUT_MS).unref());
      const value = Promise.race([readDatabaseFigures(), timeout]).catch((error: unknown) => {
        logger.warn("metrics: database figures unavailable", { error });
        return undefined;
      });
      figures = { at: Date.now(), value };
    }
    return figures.value;
  };

  const queueDepth = new Gauge({
    name: "job_queue_depth",
    help: "Jobs waiting to run (created or retry), per pg-boss queue.",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      const f = await databaseFigures();
      this.reset();
      for (const q of f?.queues ?? []) this.set({ queue: q.name }, q.depth);
    },
  });
  const queueOldest = new Gauge({
    name: "job_queue_oldest_age_seconds",
    help: "Age of the oldest job that is due and waiting, per pg-boss queue (0 when none waits).",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      const f = await databaseFigures();
      this.reset();
      for (const q of f?.queues ?? []) this.set({ queue: q.name }, q.oldestAgeSeconds);
    },
  });
  const outbox = new Gauge({
    name: "outbox_messages",
    help: "Outbox messages waiting for delivery (pending) or given up on (failed), per channel.",
    labelNames: ["channel", "status"] as const,
    registers: [registry],
    async collect() {
      const f = await databaseFigures();
      this.reset();
      if (!f) return;
      for (const channel of OUTBOX_CHANNELS) {
        for (const status of ["pending", "failed"]) {
          this.set({ channel, status }, f.outbox.find((o) => o.channel === channel && o.status === status)?.count ?? 0);
        }
      }
    },
  });
  /** A counter whose value is a database total, set on scrape (reset + inc: prom-client counters have no set()). */
  const databaseTotal = (name: string, help: string, pick: (f: DatabaseFigures) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        const f = await databaseFigures();
        if (!f) return;
        this.reset();
        this.inc(pick(f));
      },
    });
  const business = [
    databaseTotal("leads_created_total", "Leads created from quote requests (site total, from the database).", (f) => f.leadsCreated),
    databaseTotal("leads_sold_total", "Leads sold (site total, from the database).", (f) => f.leadsSold),
    databaseTotal(
      "leads_returned_total",
      "Bought leads whose return was accepted, credited or replaced (site total, from the database).",
      (f) => f.leadsReturned,
    ),
    databaseTotal("lead_purchase_amount_cents_total", "Sum of lead purchase prices in cents (site total, from the database).", (f) => f.purchaseCents),
  ];

  return { registry, httpDuration, dbDuration, eventStreams, queueDepth, queueOldest, outbox, business };
}

async function readDatabaseFigures(): Promise<DatabaseFigures> {
  const { db } = await getDatabase();
  const num = (v: unknown) => Number(v ?? 0);
  // pg-boss creates its schema when jobs first start: a web-only process on a new database may not have it yet.
  const [{ present } = { present: null }] = rowsOf<{ present: string | null }>(await db.execute(sql`select to_regclass('pgboss.job')::text as present`));
  const queues = present
    ? rowsOf<{ name: string; depth: string; oldest: string | null }>(
        await db.execute(sql`
          select name, count(*) as depth,
                 extract(epoch from now() - min(created_on) filter (where start_after <= now())) as oldest
          from pgboss.job where state in ('created', 'retry') group by name`),
      ).map((r) => ({ name: r.name, depth: num(r.depth), oldestAgeSeconds: Math.max(0, num(r.oldest)) }))
    : [];
  const outbox = rowsOf<{ channel: string; status: string; count: string }>(
    await db.execute(sql`select channel, status, count(*) as count from outbox where status in ('pending', 'failed') group by channel, status`),
  ).map((r) => ({ channel: r.channel, status: r.status, count: num(r.count) }));
  const [totals] = rowsOf<{ created: string; sold: string; cents: string; returned: string }>(
    await db.execute(sql`
      select (select count(*) from leads) as created,
             (select count(*) from purchases) as sold,
             (select coalesce(sum(price_cents), 0) from purchases) as cents,
             (select count(*) from lead_returns where status in ('credited', 'replaced')) as returned`),
  );
  return {
    queues,
    outbox,
    leadsCreated: num(totals?.created),
    leadsSold: num(totals?.sold),
    leadsReturned: num(totals?.returned),
    purchaseCents: num(totals?.cents),
  };
}

/** The process's metrics, created on first use (the build's prerendering never registers any). */
export function metrics(): ReturnType<typeof createMetrics> {
  holder.__thpMetrics ??= createMetrics();
  return holder.__thpMetrics;
}
