/**
 * Like app-server.ts, but for tests about the process itself: the caller
 * chooses DATA_DIR (and keeps it), sees whether the server came up or exited,
 * and can signal the child (kill -9, SIGSTOP / SIGCONT).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { answers, buildDir, freePort } from "./app-server";

export type AppProcess = {
  origin: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /**
   * "listening" once it has started (app-server.ts's `answers`, asked every pollMs, default 50), or how it exited
   * first. Rejects after timeoutMs.
   */
  started(timeoutMs?: number, options?: { pollMs?: number; firstAnswer?: boolean }): Promise<"listening" | { exit: number | string }>;
  /** SIGTERM, then SIGKILL after 10 s; a stopped (SIGSTOP) process is continued first. */
  stop(): Promise<void>;
};

/**
 * `app`: another checkout of the app to start instead of this one (its directory, and its entry file if not
 * server.js), for comparing an older version in the same run (npm run bench:memory --apps).
 */
export async function launchAppProcess(
  dataDir: string,
  settings: Record<string, string> = {},
  app: { cwd?: string; entry?: string } = {},
): Promise<AppProcess> {
  const dir = buildDir();
  if (!existsSync(path.resolve(app.cwd ?? ".", settings.BUILD_DIR ?? dir, "server/index.js"))) {
    throw new Error(`No production build in ${dir}/: run \`npm run build\` (or set BUILD_DIR) before this test.`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [app.entry ?? "server.js"], {
    cwd: app.cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: dir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      ...settings,
    },
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  let exitStatus: number | string | undefined;
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => {
      exitStatus = code ?? signal ?? "unknown";
      resolve(exitStatus);
    }),
  );

  return {
    origin,
    child,
    output: () => log,
    exited,
    async started(timeoutMs = 60_000, { pollMs = 50, firstAnswer = false } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (exitStatus !== undefined) return { exit: exitStatus };
        if (await answers(origin, { firstAnswer })) return "listening";
        if (Date.now() > deadline) throw new Error(`server.js neither answered nor exited within ${timeoutMs} ms:\n${log}`);
        await new Promise((r) => setTimeout(r, pollMs));
      }
    },
    async stop() {
      if (exitStatus !== undefined) return;
      child.kill("SIGCONT");
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
