/**
 * npm run admin:create -- --email <e-mail> [--password <password>]
 *
 * Creates an admin (or resets an existing admin's password). Without
 * --password it asks for one when stdin is a terminal. The logic lives in the
 * app (app/server/lifecycle.server.ts `adminCreate`, exported by
 * app/entry.server.tsx like `startup`, so found under the build's
 * `entry.module`), because Node cannot load the app's `~/` imports directly:
 * the npm script builds first, then this file loads the build through
 * load-server-build.js (BUILD_DIR picks it, like server.js). Stop a running
 * server first when the database is embedded PGlite (only one process may
 * open it). Exit codes: 0 done, 1 refused (message on stderr), 2 usage.
 */
import { parseArgs } from "node:util";
import { loadServerBuild } from "./load-server-build.js";

const USAGE = "Usage: npm run admin:create -- --email <e-mail> [--password <password>]";

let values: { email?: string; password?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } }));
} catch (error) {
  // An unknown or incomplete option: say which, and how the command is written.
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}

async function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") process.exit(130);
        if (ch === "\u007f") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

let password = values.password;
if (password === undefined) {
  if (!process.stdin.isTTY) {
    console.error("No --password given and stdin is not a terminal to ask for one.");
    process.exit(2);
  }
  password = await promptHidden("Password (12 to 128 characters): ");
  const again = await promptHidden("Repeat the password: ");
  if (again !== password) {
    console.error("The passwords do not match.");
    process.exit(1);
  }
}

const { build } = await loadServerBuild();
// The app's own exports sit under `entry.module`; the top of a React Router build is the request handler's (routes, assets…).
const { adminCreate } = build.entry.module;
/** Refusals the operator can act on; their messages are written for people. */
const EXPECTED = new Set(["PasswordPolicyError", "DomainError", "DataDirLockedError"]);
try {
  const result = await adminCreate({ email: values.email, password });
  console.log(result.created ? `Admin ${result.email} created.` : `Password of admin ${result.email} updated.`);
  process.exit(0);
} catch (error) {
  const e = error as { name?: string; message?: string };
  if (e.name && EXPECTED.has(e.name)) {
    console.error(`Nothing was changed: ${e.message}`);
    process.exit(1);
  }
  throw error;
}
