/**
 * js-bytes-* (and lighthouse-* with BENCH_LIGHTHOUSE=1) from `npm run
 * bench:web` (scripts/bench-web.ts) on the existing build, read from its
 * printed table (route, content/interactive, module scripts, JS files, JS
 * gzip, …): gzip bytes of each route's first-load JavaScript beside the
 * 100 KB target. Lighthouse lines are kept as notes (it prints no JSON).
 */
import { spawnSync } from "node:child_process";
import type { Figure } from "./report";

const TARGET = 100 * 1024;

export async function webFigures(notes: string[]): Promise<Figure[]> {
  const args = ["scripts/bench-web.ts", "--no-build", ...(process.env.BENCH_LIGHTHOUSE === "1" ? [] : ["--no-lighthouse"])];
  const run = spawnSync(process.execPath, args, { encoding: "utf8", timeout: 600_000 });
  if (run.status !== 0) {
    notes.push(`bench:web failed (${run.status}): ${run.stderr.slice(0, 300)}`);
    return [];
  }
  const figures: Figure[] = [];
  for (const line of run.stdout.split("\n")) {
    const m = /^(\/\S*)\s+(content|interactive)\s+\d+\s+\d+\s+([\d.]+) KB/.exec(line.trim());
    if (m) {
      const gzip = Math.round(Number(m[3]) * 1024);
      figures.push({ name: `js-bytes-${m[1]}`, engine: "-", value: gzip, unit: "bytes gzip", reference: { name: "target (bytes gzip)", value: TARGET }, ratio: Math.round((gzip / TARGET) * 100) / 100 });
    } else if (/lighthouse|performance|accessibility/i.test(line)) notes.push(`bench:web: ${line.trim()}`);
  }
  return figures;
}
