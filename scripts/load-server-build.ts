/**
 * The boot preamble shared by server.ts and scripts/admin-create.ts: check the
 * runtime, parse the configuration, and import the production server build.
 * Any failure prints one clear line and exits 1, before anything is opened.
 *
 * Self-contained apart from app/env.server.ts and types (Node runs this file
 * directly, without the app's `~/` import alias).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv, type Env } from "../app/env.server.ts";
import type { AppBuild } from "../app/server/express-app.ts";

/** What app/entry.server.tsx exports besides the request handler; React Router puts it under `build.entry.module`. */
export type ServerEntry = AppBuild["entry"]["module"] & {
  startup(): Promise<{ database: string }>;
  beginShutdown(): Promise<void>;
  /** jobsTimeoutMs: how long running jobs may take to finish before the database closes. */
  shutdown(jobsTimeoutMs?: number): Promise<void>;
  adminCreate(input: { email: string; password: string }): Promise<{ created: boolean; email: string }>;
};

export type ServerBuild = AppBuild & { entry: { module: ServerEntry } };

const MIN_NODE_MAJOR = 24;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function loadServerBuild(): Promise<{ env: Env; build: ServerBuild; buildDir: string }> {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < MIN_NODE_MAJOR) {
    fail(
      `Node ${process.versions.node} is running, but this app needs Node ${MIN_NODE_MAJOR} or newer. ` +
        "Run it through npm (npm start, npm run admin:create), which uses the Node 24 from node_modules.",
    );
  }

  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }

  // BUILD_DIR lets parallel work (or a second checkout) use its own build.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) fail(`No production build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return { env, build, buildDir };
}
