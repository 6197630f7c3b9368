/**
 * js-bytes-* and lighthouse-* from `npm run bench:web` (scripts/bench-web.ts)
 * on the existing build, read from its printed tables:
 * - js-bytes-<route>: gzip bytes of each public route's first-load JavaScript
 *   beside the 100 KB target;
 * - lighthouse-<measure>-<page>: Lighthouse mobile (default throttling), the
 *   median of 3 runs on the key pages, beside the performance targets: perf ≥ 98,
 *   accessibility, best practices and SEO 100, LCP ≤ 1800 ms, TBT ≤ 50 ms,
 *   CLS 0. BENCH_LIGHTHOUSE=0 leaves Lighthouse out (it takes ~5 min);
 *   BENCH_QUICK=1 runs it once on /contact.
 */
import { spawnSync } from "node:child_process";
import type { Figure } from "./report";

const TARGET = 100 * 1024;

const round2 = (n: number) => Math.round(n * 100) / 100;
const figure = (name: string, value: number, unit: string, refName: string, refValue: number): Figure => ({
  name,
  engine: "-",
  value,
  unit,
  reference: { name: refName, value: refValue },
  ratio: refValue ? round2(value / refValue) : null,
});

/** One row of bench:web's Lighthouse table: page, reqs, transfer, perf, a11y, best, seo, LCP, TBT, CLS. */
const LIGHTHOUSE_ROW = /^(\/\S*)\s+(\S+)\s+(\S+) KB\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([\d.]+) s\s+(\d+) ms\s+([\d.]+)$/;

function lighthouseFigures(line: string): Figure[] {
  const m = LIGHTHOUSE_ROW.exec(line);
  if (!m) return [];
  const [, page, , , perf, a11y, best, seo, lcp, tbt, cls] = m;
  return [
    figure(`lighthouse-perf-${page}`, Number(perf), "score", "target score", 98),
    figure(`lighthouse-accessibility-${page}`, Number(a11y), "score", "target score", 100),
    figure(`lighthouse-best-practices-${page}`, Number(best), "score", "target score", 100),
    figure(`lighthouse-seo-${page}`, Number(seo), "score", "target score", 100),
    figure(`lighthouse-lcp-${page}`, Math.round(Number(lcp) * 1000), "ms", "target (ms)", 1800),
    figure(`lighthouse-tbt-${page}`, Number(tbt), "ms", "target (ms)", 50),
    figure(`lighthouse-cls-${page}`, Number(cls), "", "target", 0),
  ];
}

export async function webFigures(notes: string[]): Promise<Figure[]> {
  // BENCH_QUICK=1 (checking that the bench works) runs Lighthouse on one page with a form, twice: the row is the
  // median of the runs that measured, and with a single run, one Lighthouse could not finish (in a CI run) left the
  // row without numbers, and the report without its Lighthouse figures.
  const quick = process.env.BENCH_QUICK === "1";
  const lighthouse = process.env.BENCH_LIGHTHOUSE === "0" ? ["--no-lighthouse"] : quick ? ["--routes=/contact", "--runs=2"] : [];
  const run = spawnSync(process.execPath, ["scripts/bench-web.ts", "--no-build", ...lighthouse], { encoding: "utf8", timeout: 900_000 });
  if (run.status !== 0) {
    notes.push(`bench:web failed (${run.status}): ${run.stderr.slice(0, 300)}`);
    return [];
  }
  const figures: Figure[] = [];
  let page = "";
  for (const raw of run.stdout.split("\n")) {
    const line = raw.trim();
    const m = /^(\/\S*)\s+(content|interactive)\s+\d+\s+\d+\s+([\d.]+) KB/.exec(line);
    if (m) {
      const gzip = Math.round(Number(m[3]) * 1024);
      figures.push(figure(`js-bytes-${m[1]}`, gzip, "bytes gzip", "target (bytes gzip)", TARGET));
    } else if (line.startsWith("below 100")) notes.push(`bench:web: ${page} ${line}`);
    else if (/^\/\S*\s.* KB\s/.test(line)) {
      page = line.split(/\s/)[0]!;
      // A row with a value that is not a number (a run without it) is said so, rather than dropped quietly.
      if (LIGHTHOUSE_ROW.test(line)) figures.push(...lighthouseFigures(line));
      else notes.push(`bench:web: Lighthouse row not read: ${line}`);
    }
  }
  return figures;
}
