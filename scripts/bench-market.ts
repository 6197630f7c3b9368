/**
 * `npm run bench:market`: "We make money only if leads are real, sold once,
 * and delivered fast." Prints how fast the production build sells and
 * delivers leads; numbers, never assertions on timing.
 *
 * 1. Purchases: CONTRACTORS signed-in contractors (POST /login) each post the
 *    dashboard's "Buy lead" form (leadId, idempotencyKey, expectedPriceCents,
 *    read from the /pro page they were served) for every one of LEADS leads,
 *    in their own order, all at once: purchases/s, buy-POST latency, the
 *    "This lead was just taken" answers, and whether each lead was sold once
 *    (answers and database). On (a) one server on embedded PGlite, (b) one
 *    server on PostgreSQL, (c) two servers on one PostgreSQL; then (c)/(b).
 * 2. Delivery: SALES single purchases; the time from the buy POST's response
 *    to the buyer's own /pro/events stream carrying 'lead-delivered', and to
 *    another contractor of the category and area receiving 'lead-gone'. With
 *    two servers the buy goes to one and both streams listen on the other
 *    (Postgres LISTEN/NOTIFY fan-out), in both directions.
 * 3. E-mail: every server sends through a loopback SMTP sink (SMTP_URL); the
 *    time from a sale's response to its lead e-mail reaching the sink.
 *
 * How it runs: seeding uses the app's own domain code and the test fixtures,
 * which import through the `~/` alias that plain node cannot resolve, so this
 * file runs under Vitest's runner (scripts/bench-market.config.ts, one test
 * that only measures and prints). The market is written into the database
 * before the servers start: PGlite's data directory belongs to one process,
 * so the server could not share it with a seeding process, and the same order
 * on PostgreSQL keeps the setups alike. Servers are `node server.js` from the
 * build (BUILD_DIR, default build/; run `npm run build` first) started by
 * tests/servers/app-server.ts on free ports; PostgreSQL is a throwaway
 * cluster from tests/support/postgres-cluster.ts (run as the postgres user
 * when we are root), skipped with a note when its binaries are missing.
 *
 * Sizes: BENCH_CONTRACTORS (16), BENCH_LEADS (60), BENCH_SALES (30).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { buildDir, startAppServer, type AppServer } from "../tests/servers/app-server";
import { signInOverHttp, type BuyAnswer } from "../tests/servers/browser-posts";
import { startCluster } from "../tests/support/postgres-cluster";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { buyFormsOnDashboard, postBuyForm } from "./bench-market/dashboard";
import { openLiveStream } from "./bench-market/live-stream";
import { startMailClock, type MailClock } from "./bench-market/mail-clock";
import { ms, percentile, shuffled, table } from "./bench-market/measure";
import { seedMarket, type BenchAccount, type MarketSeed } from "./bench-market/seed";
import { soldOnceReport, type SoldOnceReport } from "./bench-market/sold-once";

const size = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const CONTRACTORS = size("BENCH_CONTRACTORS", 16);
const LEADS = size("BENCH_LEADS", 60);
const SALES = size("BENCH_SALES", 30);
const TAKEN = "This lead was just taken";
/** How long to wait for an event or an e-mail before counting it as missed. */
const EVENT_TIMEOUT_MS = 5_000;
/** A sale on a web-only process wakes no e-mail sender; the per-minute sweep sends it. */
const MAIL_TIMEOUT_MS = 75_000;

type RaceRow = {
  setup: string;
  posts: number;
  sold: number;
  taken: number;
  /** Other answers than a sale or "just taken", by status and message. */
  other: Map<string, number>;
  serverErrors: number;
  /** Leads with more than one successful answer. */
  soldTwiceOverHttp: number;
  /** Buy forms a racer did not find on its dashboard (should be none). */
  formsMissing: number;
  /** Seconds from the first post to the last sale, and to the last answer. */
  saleSeconds: number;
  totalSeconds: number;
  latencies: number[];
  /** The same split by answer: a sale is a redirect, "just taken" re-renders the dashboard. */
  saleLatencies: number[];
  takenLatencies: number[];
  /** performance.now() of each sale's answer, by purchase id. */
  soldAt: Map<string, number>;
  db?: SoldOnceReport;
  mail?: { sent: number; afterLastSaleMs?: number; latencies: number[] };
};

type DeliveryRow = {
  setup: string;
  sales: number;
  failed: number;
  post: number[];
  delivered: number[];
  gone: number[];
  missedDelivered: number;
  missedGone: number;
  mail: number[];
  missedMail: number;
};

const log = (line: string) => console.log(`  · ${line}`);

/** Every racer tries every lead, in its own (seeded) order; racer i uses server i mod n. */
async function race(setup: string, servers: AppServer[], seed: MarketSeed): Promise<RaceRow> {
  const racers = await Promise.all(
    seed.racers.map(async (account, i) => {
      const origin = servers[i % servers.length]!.origin;
      const cookie = await signInOverHttp(origin, account.email, account.password);
      const forms = await buyFormsOnDashboard(origin, cookie);
      const order = shuffled(seed.raceLeadIds, i + 1).flatMap((id) => forms.get(id) ?? []);
      return { origin, cookie, order };
    }),
  );
  const answers: { leadId: string; at: number; ms: number; answer: BuyAnswer }[] = [];
  const start = performance.now();
  await Promise.all(
    racers.map(async ({ origin, cookie, order }) => {
      for (const form of order) {
        const t0 = performance.now();
        const answer = await postBuyForm(origin, cookie, form);
        const at = performance.now();
        answers.push({ leadId: form.leadId, at, ms: at - t0, answer });
      }
    }),
  );
  const wins = answers.filter((a) => a.answer.status === 302);
  const other = new Map<string, number>();
  for (const { answer } of answers) {
    if (answer.status === 302 || answer.message === TAKEN) continue;
    const key = `${answer.status} ${answer.message ?? "(no message)"}`;
    other.set(key, (other.get(key) ?? 0) + 1);
  }
  const lastSale = Math.max(start, ...wins.map((w) => w.at));
  return {
    setup,
    posts: answers.length,
    sold: wins.length,
    taken: answers.filter((a) => a.answer.message === TAKEN).length,
    other,
    serverErrors: answers.filter((a) => a.answer.status >= 500).length,
    soldTwiceOverHttp: wins.length - new Set(wins.map((w) => w.leadId)).size,
    formsMissing: racers.reduce((n, r) => n + seed.raceLeadIds.length - r.order.length, 0),
    saleSeconds: (lastSale - start) / 1000,
    totalSeconds: (Math.max(...answers.map((a) => a.at)) - start) / 1000,
    latencies: answers.map((a) => a.ms),
    saleLatencies: wins.map((a) => a.ms),
    takenLatencies: answers.filter((a) => a.answer.message === TAKEN).map((a) => a.ms),
    soldAt: new Map(wins.map((w) => [w.answer.purchaseId!, w.at])),
  };
}

/** The race's lead e-mails: how long each took after its sale, and when the last one was out. */
async function raceMail(row: RaceRow, mail: MailClock): Promise<RaceRow["mail"]> {
  const arrivals = await mail.arrivals([...row.soldAt.keys()], MAIL_TIMEOUT_MS);
  const lastSale = Math.max(...row.soldAt.values());
  return {
    sent: arrivals.size,
    afterLastSaleMs: arrivals.size ? Math.max(...arrivals.values()) - lastSale : undefined,
    latencies: [...arrivals].map(([id, at]) => at - row.soldAt.get(id)!),
  };
}

/**
 * One sale at a time: the buyer buys on `buyOn` while its own stream and the
 * watcher's stream listen on `listenOn`. The first sale only proves both
 * streams are subscribed and is not counted.
 */
async function deliveries(setup: string, buyOn: AppServer, listenOn: AppServer, seed: MarketSeed, leadIds: string[], mail: MailClock): Promise<DeliveryRow> {
  const signIn = (server: AppServer, account: BenchAccount) => signInOverHttp(server.origin, account.email, account.password);
  const [buyerCookie, watcherCookie] = await Promise.all([signIn(buyOn, seed.buyer), signIn(listenOn, seed.watcher)]);
  const mine = await openLiveStream(listenOn.origin, buyerCookie);
  const theirs = await openLiveStream(listenOn.origin, watcherCookie);
  const forms = await buyFormsOnDashboard(buyOn.origin, buyerCookie);
  const row: DeliveryRow = { setup, sales: 0, failed: 0, post: [], delivered: [], gone: [], missedDelivered: 0, missedGone: 0, mail: [], missedMail: 0 };
  const soldAt = new Map<string, number>();
  try {
    for (const [i, leadId] of leadIds.entries()) {
      const form = forms.get(leadId);
      const t0 = performance.now();
      const answer = form ? await postBuyForm(buyOn.origin, buyerCookie, form) : undefined;
      const t1 = performance.now();
      if (answer?.status !== 302) {
        row.failed += 1;
        continue;
      }
      const [delivered, gone] = await Promise.all([
        mine.arrival((u) => u.type === "lead-delivered" && u.leadId === leadId, EVENT_TIMEOUT_MS),
        theirs.arrival((u) => u.type === "lead-gone" && u.leadId === leadId, EVENT_TIMEOUT_MS),
      ]);
      if (i === 0) {
        if (delivered === undefined || gone === undefined) log(`${setup}: the first sale's events did not arrive within ${EVENT_TIMEOUT_MS / 1000} s`);
        continue;
      }
      row.sales += 1;
      row.post.push(t1 - t0);
      soldAt.set(answer.purchaseId!, t1);
      if (delivered === undefined) row.missedDelivered += 1;
      else row.delivered.push(delivered - t1);
      if (gone === undefined) row.missedGone += 1;
      else row.gone.push(gone - t1);
    }
  } finally {
    mine.close();
    theirs.close();
  }
  const arrivals = await mail.arrivals([...soldAt.keys()], MAIL_TIMEOUT_MS);
  row.mail = [...arrivals].map(([id, at]) => at - soldAt.get(id)!);
  row.missedMail = soldAt.size - arrivals.size;
  return row;
}

/** Parts 1–3 on running servers; with two, delivery is measured across them in both directions. */
async function measure(setup: string, servers: AppServer[], seed: MarketSeed, mail: MailClock): Promise<{ race: RaceRow; deliveries: DeliveryRow[] }> {
  log(`${setup}: ${CONTRACTORS} contractors race for ${LEADS} leads`);
  const raced = await race(setup, servers, seed);
  raced.mail = await raceMail(raced, mail);
  const per = SALES + 1;
  const leads = (k: number) => seed.deliveryLeadIds.slice(k * per, (k + 1) * per);
  log(`${setup}: ${SALES} single sales, listening for their events and e-mails`);
  if (servers.length === 1) return { race: raced, deliveries: [await deliveries(setup, servers[0]!, servers[0]!, seed, leads(0), mail)] };
  // Server 1 runs the jobs, server 2 is web-only (the documented deployment). Web-only last: its
  // e-mails wait for the sweep, and a sale on server 1 would wake the sender for them too.
  const [jobs, web] = servers as [AppServer, AppServer];
  return {
    race: raced,
    deliveries: [
      await deliveries(`${setup}: buy on 1 (jobs), listen on 2`, jobs, web, seed, leads(0), mail),
      await deliveries(`${setup}: buy on 2 (web-only), listen on 1`, web, jobs, seed, leads(1), mail),
    ],
  };
}

/** Runs `body` on started servers, stops them, and shows their output if something broke. */
async function withServers<T>(settings: Record<string, string>[], body: (servers: AppServer[]) => Promise<T>): Promise<T> {
  const servers = await Promise.all(settings.map((s) => startAppServer(s)));
  try {
    return await body(servers);
  } catch (error) {
    console.error(servers.map((s, i) => `--- server ${i + 1} ---\n${s.output()}`).join("\n"));
    throw error;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function printReport(races: RaceRow[], sent: DeliveryRow[], unmatchedMail: number) {
  console.log(`\nMarketplace benchmark: ${CONTRACTORS} contractors race for ${LEADS} leads; ${SALES} single sales for delivery.`);
  console.log(`Build ${buildDir()}/, ${availableParallelism()} CPUs; bench client, servers and database share this machine.\n`);

  console.log("1. Purchases over HTTP (every contractor posts the buy form of every lead; latency of one buy POST, ms)\n");
  console.log(
    table(
      ["setup", "posts", "sold", "sold once", "ledger", "taken", "other", "5xx", "purchases/s", "posts/s", "p50", "p95", "p99"],
      races.map((r) => {
        const once =
          r.db && r.soldTwiceOverHttp === 0 && r.db.purchases === r.sold && r.db.leadsBought === r.db.purchases && r.db.leadsMarkedSold === r.db.purchases
            ? `yes ${r.db.leadsBought}/${LEADS}`
            : `NO (${r.soldTwiceOverHttp} twice over HTTP; db ${r.db?.purchases} purchases of ${r.db?.leadsBought} leads, ${r.db?.leadsMarkedSold} marked sold)`;
        const ledger = r.db && Object.values(r.db.ledger).every((v) => v === 0) ? "ok" : `NO ${JSON.stringify(r.db?.ledger)}`;
        return [
          r.setup,
          String(r.posts),
          String(r.sold),
          once,
          ledger,
          String(r.taken),
          String([...r.other.values()].reduce((a, b) => a + b, 0)),
          String(r.serverErrors),
          (r.sold / r.saleSeconds).toFixed(1),
          (r.posts / r.totalSeconds).toFixed(1),
          ms(percentile(r.latencies, 50)),
          ms(percentile(r.latencies, 95)),
          ms(percentile(r.latencies, 99)),
        ];
      }),
    ),
  );
  for (const r of races) {
    const p = (values: number[]) => `p50 ${ms(percentile(values, 50))} / p95 ${ms(percentile(values, 95))} ms`;
    console.log(`  ${r.setup}: a sale answers in ${p(r.saleLatencies)}, "${TAKEN}" in ${p(r.takenLatencies)}`);
    for (const [answer, n] of r.other) console.log(`  ${r.setup}: ${n} × ${answer}`);
    if (r.formsMissing) console.log(`  ${r.setup}: ${r.formsMissing} buy forms were missing from the racers' dashboards`);
  }
  const one = races.find((r) => r.setup === "PostgreSQL, 1 server");
  const two = races.find((r) => r.setup === "PostgreSQL, 2 servers");
  if (one && two) {
    const ratio = (f: (r: RaceRow) => number) => (f(two) / f(one)).toFixed(2);
    console.log(
      `\n  2 servers / 1 server on PostgreSQL: purchases/s ×${ratio((r) => r.sold / r.saleSeconds)}, posts/s ×${ratio((r) => r.posts / r.totalSeconds)}, p95 latency ×${ratio((r) => percentile(r.latencies, 95)!)}`,
    );
  }
  console.log("\n  Lead e-mails of the race (from each sale's answer to the SMTP sink):");
  for (const r of races) {
    const m = r.mail!;
    console.log(
      `  ${r.setup}: ${m.sent}/${r.sold} sent, p50 ${ms(percentile(m.latencies, 50))} ms, p95 ${ms(percentile(m.latencies, 95))} ms; last ${ms(m.afterLastSaleMs)} ms after the last sale`,
    );
  }

  console.log("\n2. Delivery of single sales (ms after the buy POST's response; negative: the event arrived before the response)\n");
  console.log(
    table(
      ["setup", "sales", "buy POST p50", "delivered p50", "p95", "gone p50", "p95", "e-mail p50", "p95", "missed d/g/e"],
      sent.map((d) => [
        d.setup,
        d.failed ? `${d.sales} (+${d.failed} failed)` : String(d.sales),
        ms(percentile(d.post, 50)),
        ms(percentile(d.delivered, 50)),
        ms(percentile(d.delivered, 95)),
        ms(percentile(d.gone, 50)),
        ms(percentile(d.gone, 95)),
        ms(percentile(d.mail, 50)),
        ms(percentile(d.mail, 95)),
        `${d.missedDelivered}/${d.missedGone}/${d.missedMail}`,
      ]),
    ),
  );
  console.log(`\n  missed: events not received within ${EVENT_TIMEOUT_MS / 1000} s, e-mails not within ${MAIL_TIMEOUT_MS / 1000} s.`);
  if (unmatchedMail) console.log(`  ${unmatchedMail} e-mails reached the sink without a /pro/leads/<id> link (not counted).`);
}

// A benchmark prints what it measured and asserts nothing (not even that each lead was sold once: that is printed too).
// oxlint-disable-next-line vitest/expect-expect
test("marketplace benchmark", async () => {
  const began = performance.now();
  const sink = await startSmtpSink();
  const mail = startMailClock(sink.received);
  const common = { SEED_DEMO: "false", RATE_LIMIT_LOGIN_MAX: "100000", RATE_LIMIT_FORM_MAX: "100000", SMTP_URL: sink.url };
  const market = { contractors: CONTRACTORS, leads: LEADS, deliveryLeads: 2 * (SALES + 1) };
  const races: RaceRow[] = [];
  const sent: DeliveryRow[] = [];
  const keep = (m: { race: RaceRow; deliveries: DeliveryRow[] }) => {
    races.push(m.race);
    sent.push(...m.deliveries);
  };
  console.log("");
  try {
    // (a) PGlite: seed the data directory, close it, then hand it to the one server.
    const dataDir = mkdtempSync(path.join(tmpdir(), "thp-bench-market-"));
    try {
      log("PGlite: seeding");
      const seeding = await openDatabase({ dataDir });
      const seed = await seedMarket(seeding.db, market).finally(() => seeding.close());
      const m = await withServers([{ ...common, DATA_DIR: dataDir }], (servers) => measure("PGlite, 1 server", servers, seed, mail));
      const check = await openDatabase({ dataDir });
      m.race.db = await soldOnceReport(check.db, seed.raceLeadIds).finally(() => check.close());
      keep(m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }

    const cluster = await startCluster();
    if (!cluster) {
      console.warn("PostgreSQL server binaries not found (apt-get install postgresql): the PostgreSQL setups are skipped.");
    } else {
      try {
        // (b) one server, (c) two servers (the first runs the jobs), each on its own fresh database.
        for (const [setup, name, count] of [
          ["PostgreSQL, 1 server", "bench_one", 1],
          ["PostgreSQL, 2 servers", "bench_two", 2],
        ] as const) {
          const url = await createDatabase(cluster.url, name);
          const handle = await openDatabase({ databaseUrl: url, dataDir: "" });
          try {
            log(`${setup}: seeding`);
            const seed = await seedMarket(handle.db, market);
            const settings = Array.from({ length: count }, (_, i) => ({ ...common, DATABASE_URL: url, RUN_JOBS: i === 0 ? "true" : "false" }));
            const m = await withServers(settings, (servers) => measure(setup, servers, seed, mail));
            m.race.db = await soldOnceReport(handle.db, seed.raceLeadIds);
            keep(m);
          } finally {
            await handle.close();
          }
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    mail.stop();
    await sink.stop();
  }
  printReport(races, sent, mail.unmatched());
  console.log(`\nDone in ${((performance.now() - began) / 1000).toFixed(0)} s.\n`);
}, 900_000);
