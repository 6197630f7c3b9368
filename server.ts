/**
 * Production entry: check the runtime, parse configuration, open and migrate the
 * database, then serve the React Router build with Express.
 * Run by `npm start` (after the build) and `npm run serve`.
 */
import path from "node:path";
import { createApp } from "./app/server/express-app.ts";
import { loadServerBuild } from "./scripts/load-server-build.ts";

const { env, build, buildDir } = await loadServerBuild();

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
