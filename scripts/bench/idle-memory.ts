/**
 * The memory-idle figure, measured one way for `npm run bench` and
 * `npm run bench:memory`: the server as a user starts it (package.json's
 * `serve` flags, jobs on, e-mail to an SMTP server, /metrics on its own
 * port), 3 s after it first answers HTTP, before any other request.
 */
import { readFileSync } from "node:fs";
import { freePort } from "../../tests/servers/app-server";
import type { AppProcess } from "../../tests/servers/app-process";
import type { BenchEngine } from "./engine";

/** What the idle server's heap holds, in MB, from its own /metrics (prom-client's process metrics). */
export type MemoryBreakdown = { heapUsed: number; heapTotal: number; external: number };

/** Resident memory split as the kernel counts it, in MB: anonymous (heaps, WebAssembly memory) and file-backed (code). */
export type Resident = { rss: number; rssAnon: number; rssFile: number };

export const IDLE_WAIT_MS = 3000;

export function resident(pid: number): Resident {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (key: string) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024);
  return { rss: mb("VmRSS"), rssAnon: mb("RssAnon"), rssFile: mb("RssFile") };
}

export async function memoryBreakdown(metricsUrl: string): Promise<MemoryBreakdown> {
  const text = await (await fetch(metricsUrl)).text();
  const mb = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN) / 2 ** 20);
  return { heapUsed: mb("nodejs_heap_size_used_bytes"), heapTotal: mb("nodejs_heap_size_total_bytes"), external: mb("nodejs_external_memory_bytes") };
}

/** Launches the server the bench's way (plus `extra` settings), waits, and measures it; the caller stops it. */
export async function launchIdle(
  engine: BenchEngine,
  smtpUrl: string,
  extra: Record<string, string> = {},
  appDir?: string,
): Promise<{ app: AppProcess; idle: Resident; breakdown: MemoryBreakdown }> {
  const metricsPort = await freePort();
  const app = await engine.launch({ SMTP_URL: smtpUrl, METRICS_PORT: String(metricsPort), ...extra }, appDir);
  await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
  const idle = resident(app.child.pid!);
  const breakdown = await memoryBreakdown(`http://127.0.0.1:${metricsPort}/metrics`);
  return { app, idle, breakdown };
}
