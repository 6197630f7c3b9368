/**
 * Where a request's CPU goes, per process, from Linux's own accounting (/proc/<pid>/stat utime + stime, and the
 * machine's busy time in /proc/stat). On 2 CPUs every process of the bench (web, job process, database, the load
 * generator with its loopback SMTP and webhook servers) takes from the same two cores, so the rate the app reaches
 * against its replayed SQL is decided by these shares: they are the why behind the ratio.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Linux reports process times in USER_HZ ticks, 100 per second on every architecture Node runs on. */
const TICK_MS = 10;

/** Who is measured: each role names its processes, looked up when a measurement starts. */
export type CpuRoles = Record<string, () => readonly number[]>;

export type CpuPerRequest = {
  /** Milliseconds of CPU per request for each role, and for the whole machine (every process, kernel included). */
  roles: Record<string, number>;
  machine: number;
};

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may itself hold spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // The process ended: it cannot be measured, and it is not counted.
  }
}

function machineBusyTicks(): number {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** The pids of every process whose command name is `name` (the database's backends: one process per connection). */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name) pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

function snapshot(roles: CpuRoles): { roles: Record<string, Map<number, number>>; machine: number } {
  const out: Record<string, Map<number, number>> = {};
  for (const [role, pids] of Object.entries(roles)) out[role] = new Map(pids().map((pid) => [pid, processTicks(pid)]));
  return { roles: out, machine: machineBusyTicks() };
}

/**
 * Runs `load` and divides the CPU each role used meanwhile by the requests it made. A process that starts during the
 * load (a new database backend) is counted from zero; one that was there before, from its reading then.
 */
export async function measureCpu<T extends { count: number }>(roles: CpuRoles, load: () => Promise<T>): Promise<{ result: T; cpu: CpuPerRequest }> {
  const before = snapshot(roles);
  const result = await load();
  const after = snapshot(roles);
  const perRequest = (ticks: number) => Math.round(((ticks * TICK_MS) / result.count) * 10) / 10;
  const used: Record<string, number> = {};
  for (const [role, pids] of Object.entries(after.roles)) {
    let ticks = 0;
    for (const [pid, now] of pids) ticks += now - (before.roles[role]!.get(pid) ?? 0);
    used[role] = perRequest(ticks);
  }
  return { result, cpu: { roles: used, machine: perRequest(after.machine - before.machine) } };
}

/**
 * The bench's roles on an engine: the web process, the job process (PostgreSQL deploys it apart), the database's
 * backends (PostgreSQL; PGlite runs inside the process that opened it), and the bench's own process, which is the
 * load generator with its loopback SMTP and webhook servers and, for a replay, the replaying client (on PGlite,
 * the replayed database too).
 */
export function benchRoles(engine: "pglite" | "postgres", pids: { web?: number; jobs?: number }): CpuRoles {
  return {
    ...(pids.web ? { web: () => [pids.web!] } : {}),
    ...(pids.jobs ? { jobs: () => [pids.jobs!] } : {}),
    ...(engine === "postgres" ? { database: () => pidsNamed("postgres") } : {}),
    bench: () => [process.pid],
  };
}

/** One load per concurrency level, each result pushed to `into`; the CPU per request of level `at` is returned. */
export async function levelsWithCpu<T extends { count: number }>(
  roles: CpuRoles,
  levels: readonly number[],
  run: (concurrency: number, level: number) => Promise<T>,
  into: T[],
  at = 8,
): Promise<CpuPerRequest | undefined> {
  let measured: CpuPerRequest | undefined;
  for (const [level, concurrency] of levels.entries()) {
    const { result, cpu } = await measureCpu(roles, () => run(concurrency, level));
    into.push(result);
    if (concurrency === at) measured = cpu;
  }
  return measured;
}
