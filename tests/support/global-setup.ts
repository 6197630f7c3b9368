import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startCluster } from "./postgres-cluster";
import { migrateTemplates } from "./test-templates";

/**
 * Starts one PostgreSQL cluster for the whole run when the server binaries are
 * installed; each test file then creates its own database in it.
 * Set TEST_POSTGRES=off to run on PGlite only, or TEST_POSTGRES_URL to use a
 * server you started yourself.
 *
 * Migrates once per run, on each engine, and hands the suites a copy instead
 * (test-templates.ts): a PGlite data directory dumped to a file, and a
 * PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "thp-templates-"));
  let stopCluster = async () => {};
  let postgresUrl: string | undefined;
  if (process.env.TEST_POSTGRES !== "off") {
    if (process.env.TEST_POSTGRES_URL) {
      postgresUrl = process.env.TEST_POSTGRES_URL;
    } else {
      const cluster = await startCluster();
      if (cluster) {
        postgresUrl = cluster.url;
        stopCluster = () => cluster.stop();
      } else {
        if (process.env.CI) throw new Error("CI must test on PostgreSQL, but no PostgreSQL server binaries were found.");
        console.warn("PostgreSQL server binaries not found: integration tests run on PGlite only.");
      }
    }
  }
  const templates = await migrateTemplates(postgresUrl);
  const pgliteFile = path.join(dir, "pglite-migrated.tar");
  writeFileSync(pgliteFile, templates.pglite);
  project.provide("postgresUrl", postgresUrl);
  project.provide("postgresTemplate", templates.postgresTemplate);
  project.provide("pgliteTemplateFile", pgliteFile);
  return async () => {
    await templates.drop();
    await stopCluster();
    rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
    /** A migrated database in the cluster that new test databases are copied from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string | undefined;
    /** A migrated PGlite data directory (dumpDataDir), loaded by every in-memory test database. */
    pgliteTemplateFile: string;
  }
}
