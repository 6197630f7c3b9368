// @ts-check
/**
 * The boot preamble of server.js and scripts/e2e-app.ts: check the
 * runtime, import the production server build, and parse the configuration
 * with the build's own parser. Any failure is a BootError with one clear
 * line, thrown before anything is opened (importing the build opens nothing);
 * the caller prints it and sets exit code 1 (reportBootError).
 *
 * It does not call process.exit(): right after importing the build, V8's
 * background threads may still be compiling or allocating, and process.exit()
 * joins them without tearing the isolate down first. A background thread that
 * is waiting for the main thread to collect garbage then waits forever, and
 * so does the process (node's DefaultProcessExitHandler; nodejs/node#64274).
 * Ending with process.exitCode lets node dispose of the isolate, which
 * releases such a thread.
 *
 * Plain JavaScript, type-checked through JSDoc: server.js imports it, and a
 * TypeScript file here would make Node load its type stripper for the
 * server's whole life (decision 0037).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * What app/entry.server.tsx exports; React Router puts it under `build.entry.module`.
 * @typedef {typeof import("../app/entry.server.tsx")} ServerEntry
 * @typedef {import("../app/server/express-app.ts").AppBuild & { entry: { module: ServerEntry } }} ServerBuild
 * @typedef {import("../app/env.server.ts").Env} Env
 */

const MIN_NODE_MAJOR = 24;

/** A start-up refusal the operator can act on: its message is written for people. */
export class BootError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "BootError";
  }
}

/**
 * For the entry points: print a BootError's message and set exit code 1 (the process then ends on its own, as
 * nothing is open yet); anything else is rethrown.
 * @param {unknown} error
 */
export function reportBootError(error) {
  if (!(error instanceof BootError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

/** @returns {Promise<{ env: Env; build: ServerBuild; buildDir: string }>} */
export async function loadServerBuild() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < MIN_NODE_MAJOR) {
    throw new BootError(
      `Node ${process.versions.node} is running, but this app needs Node ${MIN_NODE_MAJOR} or newer. ` +
        "Run it through npm (npm start, npm run admin:create), which uses the Node 24 from node_modules.",
    );
  }

  // BUILD_DIR lets parallel work (or a second checkout) use its own build.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) throw new BootError(`No production build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  const build = /** @type {ServerBuild} */ (await import(pathToFileURL(entry).href));

  const { parseEnv, EnvError } = build.entry.module;
  /** @type {Env} */
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) throw new BootError(error.message);
    throw error;
  }
  return { env, build, buildDir };
}
