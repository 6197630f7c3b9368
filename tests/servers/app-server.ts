/**
 * Starts the production build (`node server.js`, the same entry `npm run
 * serve` uses) as a separate process for tests that need real app servers.
 * BUILD_DIR selects the build (default build/), like server.js itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type AppServer = {
  origin: string;
  /** Everything the process printed (for failure messages). */
  output(): string;
  /** False once the process has exited (crashed or stopped). */
  alive(): boolean;
  stop(): Promise<void>;
};

/** A port nobody listens on right now (the OS picks it), so parallel runs do not clash. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Whether the server at origin has started: it answers HTTP, and the job workers it starts right after its first
 * answer (decision 0056) are no longer starting, so a test begins on a server that is doing nothing else (a load,
 * a database snapshot, an outage). Pass `firstAnswer` to stop at the first answer (the start-up benchmark).
 */
export async function answers(origin: string, options: { firstAnswer?: boolean } = {}): Promise<boolean> {
  try {
    if (!(await fetch(`${origin}/robots.txt`)).ok) return false;
    if (options.firstAnswer) return true;
    const ready = (await (await fetch(`${origin}/readyz`)).json()) as { checks?: { jobs?: string } };
    return ready.checks?.jobs !== "starting";
  } catch {
    // Not listening yet.
    return false;
  }
}

export function buildDir(): string {
  return process.env.BUILD_DIR ?? "build";
}

/**
 * Spawns server.js with only the settings given (plus PATH/HOME), not the test
 * runner's environment, so NODE_ENV=test or VITEST never leak into "production".
 * Settings that depend on the server's own address (PUBLIC_URL) can be given
 * as a function of its origin.
 * Resolves once the server answers HTTP; rejects if it exits first.
 */
export async function startAppServer(
  settings: Record<string, string> | ((origin: string) => Record<string, string>),
  options: {
    /** Another entry point than server.js: scripts/e2e-app.ts, the e2e server's. */
    entry?: string;
    /** Leave NODE_ENV unset, as scripts/e2e-server.ts does: production settings, but the demo seed runs. */
    nodeEnvUnset?: boolean;
  } = {},
): Promise<AppServer> {
  const dir = buildDir();
  if (!existsSync(path.join(dir, "server/index.js"))) {
    throw new Error(`No production build in ${dir}/: run \`npm run build\` (or set BUILD_DIR) before this test.`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "thp-server-"));
  const child: ChildProcess = spawn(process.execPath, [options.entry ?? "server.js"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(options.nodeEnvUnset ? {} : { NODE_ENV: "production" }),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: dir,
      LOG_LEVEL: "warn",
      ...(typeof settings === "function" ? settings(origin) : settings),
    },
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.js exited with ${child.exitCode} before listening:\n${log}`);
    if (await answers(origin)) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server.js did not answer within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    origin,
    output: () => log,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null) {
        // The server closes the listener, stops its jobs and its pool on SIGTERM.
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
