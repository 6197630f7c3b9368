/**
 * npm run admin:create -- --email <e-mail> [--password <password>]
 *
 * Creates an admin (or resets an existing admin's password). Without
 * --password it asks for one when stdin is a terminal. The logic is the app's
 * (app/server/lifecycle.server.ts `adminCreate`), run from the sources: the
 * npm script starts Node with the `~/` alias and type stripping
 * (register-ts-alias.mjs, as seed:scale does), so the command needs no build
 * and never rebuilds the one a running server is serving from. It reads the
 * same settings as the server (DATA_DIR or DATABASE_URL), checked first. Stop
 * a running server first when the database is embedded PGlite (only one
 * process may open it). Exit codes: 0 done, 1 refused (message on stderr),
 * 2 usage.
 *
 * Every outcome sets process.exitCode and lets the process end by itself
 * (adminCreate closes the database it opened), never process.exit(): called
 * while V8's background threads are still compiling what was just imported,
 * process.exit() can wait forever for one of them (see
 * scripts/load-server-build.js). A refusal once printed its message and then
 * did not end for 120 s that way.
 */
import { parseArgs } from "node:util";
import { EnvError, parseEnv } from "~/env.server";
import { adminCreate } from "~/server/lifecycle.server";

const USAGE = "Usage: npm run admin:create -- --email <e-mail> [--password <password>]";

/** Refusals the operator can act on; their messages are written for people. */
const EXPECTED = new Set(["PasswordPolicyError", "DomainError", "DataDirLockedError"]);

async function promptHidden(question: string): Promise<string | undefined> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const done = (answer: string | undefined) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stdout.write("\n");
      resolve(answer);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") return done(value);
        // Ctrl-C: raw mode turned it into a character; give up as the signal would.
        if (ch === "\u0003") return done(undefined);
        if (ch === "\u007f") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function main(): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } }));
  } catch (error) {
    // An unknown or incomplete option: say which, and how the command is written.
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }

  let password = values.password;
  if (password === undefined) {
    if (!process.stdin.isTTY) {
      console.error("No --password given and stdin is not a terminal to ask for one.");
      return 2;
    }
    password = await promptHidden("Password (12 to 128 characters): ");
    if (password === undefined) return 130;
    const again = await promptHidden("Repeat the password: ");
    if (again === undefined) return 130;
    if (again !== password) {
      console.error("The passwords do not match.");
      return 1;
    }
  }

  try {
    // The server's settings, checked as it checks them at start (a bad value is named), before anything is opened.
    parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const result = await adminCreate({ email: values.email, password });
    console.log(result.created ? `Admin ${result.email} created.` : `Password of admin ${result.email} updated.`);
    return 0;
  } catch (error) {
    const e = error as { name?: string; message?: string };
    if (e.name && EXPECTED.has(e.name)) {
      console.error(`Nothing was changed: ${e.message}`);
      return 1;
    }
    throw error;
  }
}

// An unexpected error is printed as node would, and still ends the process by itself.
process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
