import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL cluster started from the installed server binaries,
 * for tests that must run on the real server as well as on PGlite.
 * Returns undefined when no PostgreSQL server is installed.
 */
export type Cluster = {
  url: string;
  /**
   * Stop the server and start it again on the same data directory and port,
   * as a database restart or failover looks to its clients. "fast" shuts down
   * cleanly; "immediate" is a crash (recovery replays the WAL at start).
   * `whileDown` runs after the server has stopped and before it starts again.
   */
  restart(mode: "fast" | "immediate", whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  /**
   * Flush each commit's WAL before acknowledging it. Off by default for speed;
   * tests that crash the server and count acknowledged rows need it on.
   */
  durableCommits?: boolean;
};

export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** initdb refuses to run as root, so the cluster belongs to the postgres user then. */
function asPostgresUser(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "thp-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const [initCmd, initArgs] = asPostgresUser(path.join(bin, "initdb"), ["-D", dataDir, "--auth=trust", "--username=postgres", "--encoding=UTF8", "--no-sync"]);
  execFileSync(initCmd, initArgs, { stdio: "ignore" });
  const [cmd, args] = asPostgresUser(path.join(bin, "postgres"), [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    `unix_socket_directories=${dir}`,
    "-c",
    "fsync=off",
    "-c",
    "full_page_writes=off",
    "-c",
    `synchronous_commit=${options.durableCommits ? "on" : "off"}`,
    "-c",
    "max_connections=200",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import("pg");

  let child: ChildProcess;
  let log = "";
  const launch = async () => {
    child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        if (Date.now() > deadline || child.exitCode !== null) {
          child.kill("SIGKILL");
          throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`, { cause: error });
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const halt = async (mode: "fast" | "immediate") => {
    // runuser does not pass signals on to postgres: ask pg_ctl to stop the
    // server itself, and only then reap the wrapper (killing it if it lingers).
    const [stopCmd, stopArgs] = asPostgresUser(path.join(bin, "pg_ctl"), ["-D", dataDir, "stop", "-m", mode, "-w"]);
    try {
      execFileSync(stopCmd, stopArgs, { stdio: "ignore", timeout: 15_000 });
    } catch {
      // Already gone.
    }
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };

  await launch();
  return {
    url,
    async restart(mode, whileDown) {
      await halt(mode);
      try {
        await whileDown?.();
      } finally {
        await launch();
      }
    },
    async stop() {
      await halt("immediate");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
