// @ts-check
/**
 * The boot preamble shared by server.js and scripts/admin-create.ts: check the
 * runtime, import the production server build, and parse the configuration
 * with the build's own parser. Any failure prints one clear line and exits 1,
 * before anything is opened (importing the build opens nothing).
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

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @returns {Promise<{ env: Env; build: ServerBuild; buildDir: string }>} */
export async function loadServerBuild() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < MIN_NODE_MAJOR) {
    fail(
      `Node ${process.versions.node} is running, but this app needs Node ${MIN_NODE_MAJOR} or newer. ` +
        "Run it through npm (npm start, npm run admin:create), which uses the Node 24 from node_modules.",
    );
  }

  // BUILD_DIR lets parallel work (or a second checkout) use its own build.
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) fail(`No production build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  const build = /** @type {ServerBuild} */ (await import(pathToFileURL(entry).href));

  const { parseEnv, EnvError } = build.entry.module;
  /** @type {Env} */
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  return { env, build, buildDir };
}
