/**
 * npm run admin:create -- --email <e-mail> [--password <password>]
 *
 * Creates an admin (or resets an existing admin's password). Without
 * --password it asks for one when stdin is a terminal. The logic lives in the
 * app (app/server/lifecycle.server.ts `adminCreate`, exported by the server
 * build like `startup`), because Node cannot load the app's `~/` imports
 * directly: the npm script builds first, then this file imports
 * build/server/index.js. Stop a running server first when the database is
 * embedded PGlite (only one process may open it).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { EnvError, parseEnv } from "../app/env.server.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email) {
  console.error("Usage: npm run admin:create -- --email <e-mail> [--password <password>]");
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

try {
  parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
  adminCreate(input: { email: string; password: string }): Promise<{ created: boolean; email: string }>;
};
try {
  const result = await build.adminCreate({ email: values.email, password });
  console.log(result.created ? `Admin ${result.email} created.` : `Password of admin ${result.email} updated.`);
  process.exit(0);
} catch (error) {
  const e = error as { name?: string; message?: string };
  if (e.name === "PasswordPolicyError" || e.name === "AccountError") {
    console.error(e.message);
    process.exit(1);
  }
  throw error;
}
