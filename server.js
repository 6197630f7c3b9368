// @ts-check
/**
 * Production entry: `npm start` (after the build) and `npm run serve`. Checks
 * the runtime, parses the configuration, loads the server build, and hands
 * over to its `serve` (app/server/serve.server.ts): open and migrate the
 * database, serve the React Router build with Express, stop on SIGTERM.
 *
 * Plain JavaScript on purpose: Node runs a .ts file through its bundled
 * TypeScript stripper (swc compiled to WebAssembly), which then stays in the
 * process, about 15 MB resident (docs/decisions/0037-plain-javascript-entry.md).
 */
import { loadServerBuild, reportBootError } from "./scripts/load-server-build.js";

const loaded = await loadServerBuild().catch(reportBootError);
if (loaded) await loaded.build.entry.module.serve(loaded);
