/**
 * Production entry: check the runtime, parse configuration, open and migrate the
 * database, then serve the React Router build with Express.
 * Run by `npm start` (after the build) and `npm run serve`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "./app/env.server.ts";
import { createApp, type AppBuild } from "./app/server/express-app.ts";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running, but this app needs Node 24 or newer. ` +
      "Run it through npm (npm start), which uses the Node 24 from node_modules.",
  );
  process.exit(1);
}

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// BUILD_DIR lets parallel work (or a second checkout) serve its own build.
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as AppBuild & {
  entry: { module: { startup(): Promise<{ database: string }>; beginShutdown(): Promise<void>; shutdown(): Promise<void> } };
};

try {
  const { database } = await build.entry.module.startup();
  const app = createApp({ build, clientDir: path.join(buildDir, "client"), publicOrigin: env.PUBLIC_URL, trustProxy: env.TRUST_PROXY });
  const server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Trusted Home Pros is listening on http://${env.HOST}:${env.PORT} (database: ${database})`);
  });
  const stop = () => {
    server.close(() => {
      void build.entry.module.shutdown().finally(() => process.exit(0));
    });
    // Open event streams would hold close() until the timeout: end them, then their idle connections.
    void build.entry.module.beginShutdown().then(() => server.closeIdleConnections());
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
