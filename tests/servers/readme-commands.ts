/**
 * For readme-commands.test.ts: the command lines of README.md's ```sh blocks,
 * and running a command line as a shell runs it, with only the settings given.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

export type ReadmeCommand = { line: number; command: string };

/** Every command in a ```sh block: blank lines and comments skipped, `\`-continued lines joined. */
export function readmeCommands(readme = readFileSync("README.md", "utf8")): ReadmeCommand[] {
  const commands: ReadmeCommand[] = [];
  let inSh = false;
  let pending: ReadmeCommand | undefined;
  for (const [i, raw] of readme.split("\n").entries()) {
    const text = raw.trim();
    if (!inSh) {
      if (/^```(sh|bash|shell)\s*$/.test(text)) inSh = true;
      continue;
    }
    if (text.startsWith("```")) {
      inSh = false;
      continue;
    }
    if (!pending && (text === "" || text.startsWith("#"))) continue;
    const part = text.replace(/\\$/, "").trim();
    pending = pending ? { ...pending, command: `${pending.command} ${part}` } : { line: i + 1, command: part };
    if (!text.endsWith("\\")) {
      commands.push(pending);
      pending = undefined;
    }
  }
  return commands;
}

/** README.md's command line matching the pattern (the whole line); throws when it left the README. */
export function readmeLine(pattern: RegExp, commands = readmeCommands()): string {
  const found = commands.find((c) => pattern.test(c.command));
  if (!found) throw new Error(`README.md no longer has a line matching ${pattern}`);
  return found.command;
}

export type ShellRun = { code: number | null; output: string };

/** The environment of a documented command: PATH and HOME, then the settings (never the runner's NODE_ENV=test or VITEST). */
export function commandEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...settings };
}

/** Runs a command line through sh (as typed at a prompt) and waits for it to end. */
export function runShell(command: string, options: { cwd?: string; env: Record<string, string>; timeoutMs?: number }): Promise<ShellRun> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", command], { cwd: options.cwd, env: commandEnv(options.env), stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), options.timeoutMs ?? 300_000);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export type LongRunning = {
  output(): string;
  /** Resolves once the output matches (or rejects when the command ends first or the time is up). */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** SIGTERM to the whole process group (npm, sh and node), SIGKILL after 10 s; resolves when it has ended. */
  stop(): Promise<void>;
};

/** Starts a command that keeps running (a server), in its own process group so stop() reaches every process it started. */
export function startShell(command: string, options: { cwd?: string; env: Record<string, string> }): LongRunning {
  const child = spawn("sh", ["-c", command], { cwd: options.cwd, env: commandEnv(options.env), stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const ended = new Promise<void>((resolve) => child.once("close", () => resolve()));
  let done = false;
  void ended.then(() => (done = true));
  return {
    output: () => output,
    async waitFor(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = output.match(pattern);
        if (match) return match;
        if (done) throw new Error(`\`${command}\` ended before printing ${pattern}:\n${output.slice(-4000)}`);
        if (Date.now() > deadline) throw new Error(`\`${command}\` did not print ${pattern} within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      if (done) return;
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
      await ended;
      clearTimeout(timer);
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    // detached: the child leads its own process group; a negative pid signals all of it.
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
