/**
 * `npm run bench:web`: builds for production, then prints per route the
 * first-load JavaScript and CSS (bytes and gzip) and Lighthouse mobile scores
 * for key pages. Numbers, not assertions: targets are printed beside them.
 *   --no-build     reuse the existing build (BUILD_DIR, default build/)
 *   --no-lighthouse  sizes only
 *   BENCH_ROUTES=/,/pricing  only these pages (the README test runs `BENCH_ROUTES=/ … -- --no-build`)
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { publicRoutes } from "../app/public-routes.ts";

const args = new Set(process.argv.slice(2));
/** A port the OS picks, so a bench run and a test run (or two checkouts) never clash. */
const port = await new Promise<number>((resolve, reject) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const address = probe.address();
    probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
  });
});
const only = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim()).filter(Boolean);
const wanted = (route: string) => !only || only.includes(route);
const origin = `http://127.0.0.1:${port}`;
const JS_TARGET = 100 * 1024;

if (!args.has("--no-build")) {
  const r = spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-bench-"));
const server = spawn(process.execPath, ["server.ts"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error" },
  stdio: "ignore",
});
process.on("exit", () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForServer() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function assetSizes(html: string) {
  const js = new Set<string>();
  const css = new Set<string>();
  // Attribute order differs between prerendered and nonce-carrying pages: match per tag.
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith("/assets/")) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)|import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) js.add((m[1] ?? m[2])!);
  const sum = (files: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const buf = readFileSync(path.join(clientDir, f));
      raw += buf.length;
      gzip += gz(buf);
    }
    return { raw, gzip, count: files.size };
  };
  return { js: sum(js), css: sum(css) };
}

await waitForServer();
console.log("\nFirst-load JavaScript and CSS per route (target: JS ≤ 100 KB gzip)\n");
console.log(["route".padEnd(34), "JS files", "JS raw".padStart(10), "JS gzip".padStart(10), "CSS gzip".padStart(10), "JS/target".padStart(10)].join("  "));
let worst = 0;
for (const route of publicRoutes.filter((r) => wanted(r.path))) {
  const html = await (await fetch(origin + route.path)).text();
  const { js, css } = assetSizes(html);
  worst = Math.max(worst, js.gzip);
  console.log(
    [
      route.path.padEnd(34),
      String(js.count).padStart(8),
      kb(js.raw).padStart(10),
      kb(js.gzip).padStart(10),
      kb(css.gzip).padStart(10),
      `${((js.gzip / JS_TARGET) * 100).toFixed(0)}%`.padStart(10),
    ].join("  "),
  );
}
console.log(`\nLargest first-load JS: ${kb(worst)} gzip (${((worst / JS_TARGET) * 100).toFixed(0)}% of the 100 KB target)`);

if (!args.has("--no-lighthouse")) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
    ],
  });
  console.log("\nLighthouse, mobile (targets: performance ≥ 98, others 100)\n");
  console.log(["page".padEnd(26), "perf", "a11y", "best", " seo", "  LCP", "  TBT", "  CLS"].join("  "));
  try {
    for (const page of ["/", "/blog/budgeting-guide", "/calculators/roofing", "/pricing"].filter(wanted)) {
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result!.lhr;
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "";
      console.log(
        [page.padEnd(26), score("performance"), score("accessibility"), score("best-practices"), score("seo"),
          audit("largest-contentful-paint").padStart(5), audit("total-blocking-time").padStart(5),
          audit("cumulative-layout-shift").padStart(5)].join("  "),
      );
      for (const [id, cat] of Object.entries(lhr.categories)) {
        if ((cat.score ?? 0) >= 1) continue;
        const failing = cat.auditRefs
          .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
          .map((r) => r.id);
        if (failing.length) console.log(`    ${id}: ${failing.slice(0, 6).join(", ")}`);
      }
    }
  } finally {
    chrome.kill();
  }
}
process.exit(0);
