/**
 * /readyz follows the database. While PostgreSQL is down
 * the server stays alive (/healthz 200) but is not ready (/readyz 503,
 * database "failed"); once it is back, /readyz answers 200 again on its own.
 * A cluster of this file's own: it is stopped and started again.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { findPostgresBin, startCluster, type Cluster } from "../support/postgres-cluster";
import { testEngines } from "../support/test-database";
import { waitFor } from "../support/wait-for";
import { startAppServer, type AppServer } from "./app-server";

describe.skipIf(!findPostgresBin() || !testEngines().includes("postgres"))("/readyz while PostgreSQL is away", () => {
  let cluster: Cluster;
  let server: AppServer;

  beforeAll(async () => {
    cluster = (await startCluster())!;
    server = await startAppServer((origin) => ({ PUBLIC_URL: origin, DATABASE_URL: cluster.url, SEED_DEMO: "false" }));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await cluster?.stop();
  }, 60_000);

  const probe = async (path: string) => {
    const res = await fetch(`${server.origin}${path}`, { signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: (await res.json()) as { checks?: Record<string, string> } };
  };

  it("answers 503 while the database is down and 200 once it is back", async () => {
    onTestFailed(() => console.log(server.output()));
    expect((await probe("/readyz")).status).toBe(200);
    let down: Awaited<ReturnType<typeof probe>> | undefined;
    let alive: Awaited<ReturnType<typeof probe>> | undefined;
    await cluster.restart("fast", async () => {
      down = await probe("/readyz");
      alive = await probe("/healthz");
    });
    expect(down).toMatchObject({ status: 503, body: { checks: { database: "failed" } } });
    expect(alive).toMatchObject({ status: 200 });
    await waitFor(async () => ((await probe("/readyz")).status === 200 ? true : undefined), { timeoutMs: 60_000, what: "/readyz to answer 200 again" });
    expect(server.alive()).toBe(true);
  });
});
