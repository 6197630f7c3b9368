/**
 * `npm run bench:web`: builds for production, then prints per public route and
 * per signed-in dashboard route (the demo contractor, signed in through /login
 * on the bench's own demo server) the first-load JavaScript (module scripts
 * and gzip bytes, counted as in tests/servers/js-budget.test.ts), CSS and
 * HTML, and Lighthouse mobile
 * (default throttling) for the key routes: requests, transfer size, the four
 * category scores, LCP, TBT and CLS, the median of several runs. Numbers, not
 * assertions: targets are printed beside them. Lighthouse numbers depend on
 * the machine's load; run it on an otherwise idle machine.
 *   --no-build          reuse the existing build (BUILD_DIR, default build/)
 *   --no-lighthouse     sizes only
 *   --all               Lighthouse on every public route, not only the key ones
 *   --routes=/a,/b      Lighthouse on these routes (/pro routes are measured signed in)
 *   --runs=N            Lighthouse runs per route (default 3; the median is shown)
 *   --save=DIR          also write each run's Lighthouse report (JSON) there, to see what a score is made of
 *   BENCH_ROUTES=/,/a   the same as --routes (the README test runs `BENCH_ROUTES=/ … -- --no-build --runs=1`)
 *   BENCH_PORT=N        the port to serve on (default: one the OS picks, so runs never clash)
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { publicRoutes } from "../app/public-routes.ts";
import { isProPath } from "../app/pwa/pro-app.ts";
import { loadRouteHydration, pageAssets, readManifest } from "./page-assets.ts";

const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
/** A port the OS picks, so a bench run and a test run (or two checkouts) never clash. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const origin = `http://127.0.0.1:${port}`;
const buildDir = process.env.BUILD_DIR ?? "build";
const JS_TARGET = 100 * 1024;
const keyRoutes = [
  "/",
  "/blog/budgeting-guide",
  "/calculators/roofing",
  "/pricing",
  "/get-quotes",
  "/contact",
  "/services/roofing",
  "/about",
  "/pro",
  "/pro/leads",
  "/pro/billing",
];
/** The dashboard pages measured signed in, as the demo contractor of a fresh demo seed. */
const signedInRoutes = ["/pro", "/pro/leads", "/pro/balance", "/pro/billing", "/pro/settings", "/pro/account"];
const demoContractor = "hvac@demo.trustedhomepros.com";
// The bench's own throwaway demo server: its demo accounts get a password nobody else knows.
const demoPassword = randomBytes(18).toString("base64url");
const runs = Math.max(1, Number(option("runs") ?? 3));

if (!args.has("--no-build")) {
  const r = spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-bench-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error", BUILD_DIR: buildDir, SEED_DEMO: "true", DEMO_PASSWORD: demoPassword },
  stdio: "ignore",
});
process.on("exit", () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForServer() {
  // Two minutes: a fresh database migrates and seeds first, which takes long on a busy machine.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

/** Signs the demo contractor in through /login, as a browser does; the cookies its answer sets, as one Cookie header. */
async function signIn(): Promise<string> {
  const answer = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams({ email: demoContractor, password: demoPassword }),
  });
  const cookies = answer.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (answer.status !== 302 || !cookies.some((c) => c.startsWith("thp_session=")))
    throw new Error(`signing in to the bench server failed: HTTP ${answer.status}`);
  return cookies.join("; ");
}

const clientDir = path.resolve(buildDir, "client");
const manifest = readManifest(clientDir);
const hydrates = await loadRouteHydration(buildDir);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (cells: string[], widths: number[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");

await waitForServer();
console.log(`\nFirst-load JavaScript per public route (${buildDir}/; content routes: none, interactive routes: ≤ 100 KB gzip)\n`);
const widths = [34, 11, 7, 9, 9, 9, 9];
console.log(row(["route", "kind", "scripts", "JS files", "JS gzip", "CSS gzip", "HTML gz"], widths));
let worst = 0;
for (const route of publicRoutes) {
  const html = await (await fetch(origin + route.path)).text();
  const a = pageAssets(html, clientDir, manifest);
  worst = Math.max(worst, a.js.gzip);
  const kind = hydrates(route.path) ? "interactive" : "content";
  console.log(row([route.path, kind, String(a.moduleScripts), String(a.js.files.length), kb(a.js.gzip), kb(a.css.gzip), kb(a.html.gzip)], widths));
}
console.log(`\nLargest first-load JS: ${kb(worst)} gzip (${((worst / JS_TARGET) * 100).toFixed(0)}% of the 100 KB budget)`);

const cookie = await signIn();
console.log(`\nFirst-load JavaScript per signed-in route (${demoContractor}; ≤ 100 KB gzip)\n`);
console.log(row(["route", "kind", "scripts", "JS files", "JS gzip", "CSS gzip", "HTML gz"], widths));
let worstSignedIn = 0;
for (const route of signedInRoutes) {
  const answer = await fetch(origin + route, { headers: { cookie }, redirect: "manual" });
  if (answer.status !== 200) throw new Error(`${route} answered ${answer.status} signed in`);
  const a = pageAssets(await answer.text(), clientDir, manifest);
  worstSignedIn = Math.max(worstSignedIn, a.js.gzip);
  console.log(row([route, "dashboard", String(a.moduleScripts), String(a.js.files.length), kb(a.js.gzip), kb(a.css.gzip), kb(a.html.gzip)], widths));
}
console.log(`\nLargest signed-in first-load JS: ${kb(worstSignedIn)} gzip (${((worstSignedIn / JS_TARGET) * 100).toFixed(0)}% of the 100 KB budget)`);

if (!args.has("--no-lighthouse")) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const pages = args.has("--all")
    ? publicRoutes.map((r) => r.path)
    : ((option("routes") ?? process.env.BENCH_ROUTES)
        ?.split(",")
        .map((r) => r.trim())
        .filter(Boolean) ?? keyRoutes);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  // Over the runs that measured it: a run Lighthouse could not finish (say, no LCP) is reported below the row.
  const median = (xs: number[]) => {
    const measured = xs.filter(Number.isFinite).toSorted((a, b) => a - b);
    return measured.length ? measured[Math.floor(measured.length / 2)]! : Number.NaN;
  };
  console.log(
    `\nLighthouse mobile, default throttling, median of ${runs} run(s) (targets: perf ≥ 98, /pro ≥ 95, others 100, LCP ≤ 1.8 s, TBT ≤ 50 ms, CLS 0)\n`,
  );
  const lw = [26, 5, 9, 5, 5, 5, 5, 7, 6, 6];
  console.log(row(["page", "reqs", "transfer", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS"], lw));
  try {
    for (const page of pages) {
      const samples: Record<string, number>[] = [];
      const problems = new Set<string>();
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          // Dashboard pages as the signed-in contractor sees them (the cookie goes with every request of the page).
          ...(isProPath(new URL(page, origin).pathname) ? { extraHeaders: { Cookie: cookie } } : {}),
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result!.lhr;
        const saveDir = option("save");
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, "_") || "home"}-${i + 1}.json`), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) problems.add(`run ${i + 1}: ${lhr.runtimeError.code}`);
        for (const id of ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"]) {
          if (lhr.audits[id]?.numericValue === undefined) problems.add(`run ${i + 1}: no ${id} (${lhr.audits[id]?.errorMessage ?? "not measured"})`);
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const summary = (
          lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined
        )?.items;
        const total = summary?.find((s) => s.resourceType === "total");
        samples.push({
          requests: total?.requestCount ?? Number.NaN,
          transfer: total?.transferSize ?? Number.NaN,
          perf: score("performance"),
          a11y: score("accessibility"),
          best: score("best-practices"),
          seo: score("seo"),
          lcp: numeric("largest-contentful-paint"),
          tbt: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
        });
        for (const [id, cat] of Object.entries(lhr.categories)) {
          if ((cat.score ?? 0) >= 1) continue;
          for (const ref of cat.auditRefs) {
            if (ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1) problems.add(`${id}: ${ref.id}`);
          }
        }
      }
      const m = (k: string) => median(samples.map((s) => s[k]!));
      console.log(
        row(
          [
            page,
            String(m("requests")),
            kb(m("transfer")),
            String(m("perf")),
            String(m("a11y")),
            String(m("best")),
            String(m("seo")),
            `${(m("lcp") / 1000).toFixed(2)} s`,
            `${Math.round(m("tbt"))} ms`,
            m("cls").toFixed(3),
          ],
          lw,
        ),
      );
      if (problems.size) console.log(`    below 100 or not measured: ${[...problems].join(", ")}`);
    }
  } finally {
    chrome.kill();
  }
}
process.exit(0);
