import type { TestProject } from "vitest/node";
import { startCluster } from "./postgres-cluster";

/**
 * Starts one PostgreSQL cluster for the whole run when the server binaries are
 * installed; each test file then creates its own database in it.
 * Set TEST_POSTGRES=off to run on PGlite only, or TEST_POSTGRES_URL to use a
 * server you started yourself.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES === "off") return;
  if (process.env.TEST_POSTGRES_URL) {
    project.provide("postgresUrl", process.env.TEST_POSTGRES_URL);
    return;
  }
  const cluster = await startCluster();
  if (!cluster) {
    if (process.env.CI) throw new Error("CI must test on PostgreSQL, but no PostgreSQL server binaries were found.");
    console.warn("PostgreSQL server binaries not found: integration tests run on PGlite only.");
    return;
  }
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
  }
}
