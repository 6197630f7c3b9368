/**
 * The app as the end-to-end tests run it (started by scripts/e2e-server.ts):
 * server.js's boot, plus the session fixture the specs sign in through
 * (`POST /__e2e/session`, app/server/e2e-session-fixture.server.ts;
 * tests/e2e/support/sign-in.ts). Mounting it here, in an entry point no
 * deployment runs, rather than behind a setting is what keeps it out of
 * production (decision 0045).
 */
import { loadServerBuild, reportBootError } from "./load-server-build.js";

const loaded = await loadServerBuild().catch(reportBootError);
if (loaded) await loaded.build.entry.module.serve({ ...loaded, testRoutes: loaded.build.entry.module.e2eSessionFixture() });
