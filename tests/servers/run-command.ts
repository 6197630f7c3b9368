/**
 * Runs a command the README documents the way an operator would: only the
 * settings given (plus PATH and HOME), NODE_ENV=production, never the test
 * runner's NODE_ENV=test.
 *
 * When a command outlives its time, `stuck` says where each of its threads
 * was before it was killed (Linux /proc: thread name, state, kernel wait
 * channel, current syscall). admin:create once printed its refusal and then
 * did not exit for 120 s, on CI only; a bare "code null" could not tell a
 * blocked exit from a busy loop, and this can.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export type Run = { code: number | null; stdout: string; stderr: string; stuck?: string };

function read(file: string): string {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return "?";
  }
}

/** One line per thread of `pid`: tid, name, state, wait channel, syscall (number and arguments). */
export function threadsOf(pid: number): string {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return `process ${pid} is gone`;
  }
  return tids
    .map((tid) => {
      const base = `/proc/${pid}/task/${tid}`;
      const state = read(`${base}/stat`).split(") ")[1]?.split(" ")[0] ?? "?";
      return `${tid} ${read(`${base}/comm`)} state=${state} wchan=${read(`${base}/wchan`)} syscall=${read(`${base}/syscall`)}`;
    })
    .join("\n");
}

export function runCommand(file: string, args: string[], settings: Record<string, string>, timeoutMs = 120_000): Promise<Run> {
  return new Promise((resolve) => {
    let stuck: string | undefined;
    const child = execFile(
      file,
      args,
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", LOG_LEVEL: "warn", ...settings }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        clearTimeout(timer);
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr, ...(stuck ? { stuck } : {}) });
      },
    );
    const timer = setTimeout(() => {
      stuck = child.pid ? threadsOf(child.pid) : "never started";
      child.kill("SIGKILL");
    }, timeoutMs);
  });
}
