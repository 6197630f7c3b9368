/** bench/results/scale.json (the shape, plus a few named extras per run) and scale.md (tables, targets, plans). */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import type { Run, Timing } from "./measure";

const fmt = (t: Timing | undefined) => (t ? `${t.p50_ms} / ${t.p95_ms}` : "n/a");

/** The targets, judged per engine against its smallest and largest run. */
function targets(runs: Run[]): string[] {
  const lines: string[] = [];
  for (const engine of ["pglite", "postgres"] as const) {
    const mine = runs.filter((r) => r.engine === engine).toSorted((a, b) => a.leads - b.leads);
    if (mine.length < 2) continue;
    const [small, large] = [mine[0]!, mine.at(-1)!];
    for (const [op, t] of Object.entries(large.ops)) {
      const base = small.ops[op];
      if (!t || !base) continue;
      const ratio = t.p95_ms / Math.max(0.1, base.p95_ms);
      lines.push(
        `- ${engine} ${op}: p95 ${base.p95_ms} ms at ${small.leads} → ${t.p95_ms} ms at ${large.leads} (×${ratio.toFixed(2)}; target ≤ ×2: ${ratio <= 2 ? "met" : "NOT met"})`,
      );
    }
    lines.push(
      `- ${engine} server RSS at ${large.leads}: idle ${large.idle_rss_mb} MB, peak ${large.rss_mb} MB (×${(large.rss_mb / Math.max(1, large.idle_rss_mb)).toFixed(2)}; target ≤ ×2: ${large.rss_mb <= 2 * large.idle_rss_mb ? "met" : "NOT met"})`,
    );
    if (engine === "postgres")
      lines.push(
        `- postgres dashboard server time p95 at ${large.leads}: ${large.dashboard_server_p95_ms ?? "n/a"} ms (target ≤ 50 ms${large.leads < 1_000_000 ? ", set for 1M" : ""}: ${(large.dashboard_server_p95_ms ?? Infinity) <= 50 ? "met" : "NOT met"})`,
      );
  }
  return lines;
}

export function writeScaleReport(dir: string, runs: Run[], plans: { title: string; text: string }[], notes: string[]): void {
  mkdirSync(dir, { recursive: true });
  const engines = [...new Set(runs.map((r) => r.engine))].join(" + ");
  // Exactly the shape; the extras (idle memory, server time, seed time, notes) are in scale.md.
  const json = {
    machine: { cpus: cpus().length, engine: engines },
    runs: runs.map((r) => ({ engine: r.engine, leads: r.leads, contractors: r.contractors, ops: r.ops, rss_mb: r.rss_mb })),
  };
  writeFileSync(path.join(dir, "scale.json"), `${JSON.stringify(json, null, 2)}\n`);
  const ops = [...new Set(runs.flatMap((r) => Object.keys(r.ops)))];
  const md = [
    "# bench:scale",
    "",
    `${cpus().length} CPUs; p50 / p95 in ms over HTTP against the production build (one call at a time); n/a: not available on this branch.`,
    "",
    `| engine | leads | contractors | ${ops.join(" | ")} | dashboard server p95 (first visits) | RSS idle → peak MB | seed s |`,
    `| --- | --- | --- | ${ops.map(() => "---").join(" | ")} | --- | --- | --- |`,
    ...runs.map(
      (r) =>
        `| ${r.engine} | ${r.leads} | ${r.contractors} | ${ops.map((o) => fmt(r.ops[o])).join(" | ")} | ${r.dashboard_server_p95_ms ?? "n/a"} (${r.dashboard_first_visit_server_p95_ms ?? "n/a"}) | ${r.idle_rss_mb} → ${r.rss_mb} | ${r.seed_seconds} |`,
    ),
    "",
    "## Targets",
    "",
    ...targets(runs),
    "",
    "## Notes",
    "",
    ...[...notes, ...runs.flatMap((r) => r.notes.map((n) => `${r.engine} ${r.leads}: ${n}`))].map((n) => `- ${n}`),
    "",
    ...plans.flatMap((p) => [`## EXPLAIN (ANALYZE, BUFFERS): ${p.title}`, "", p.text, ""]),
  ];
  writeFileSync(path.join(dir, "scale.md"), `${md.join("\n")}\n`);
}
