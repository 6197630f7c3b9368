/**
 * npm run seed:scale -- --leads N --contractors M [--force]
 *
 * Fills the database the server would open (DATABASE_URL, else the embedded PGlite in DATA_DIR, default ./data;
 * the same settings as the server) with realistic marketplace data at scale: see seed.ts. Migrates it first.
 * Refuses (exit 1) a database holding real rows unless --force; the embedded database must not be in use by a
 * running server. Progress on stderr; one JSON line on stdout at the end (counts, the seeded admin's e-mail and
 * the password every seeded account shares). Exit codes: 0 done, 1 refused or failed, 2 usage.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { EnvError, parseEnv } from "~/env.server";
import { RealDataError } from "./guard";
import { progressBar } from "./progress";
import { seedScale } from "./seed";

const USAGE = "Usage: npm run seed:scale -- --leads <N> --contractors <M> [--force]";

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let values: { leads?: string; contractors?: string; force?: boolean };
try {
  ({ values } = parseArgs({ options: { leads: { type: "string" }, contractors: { type: "string" }, force: { type: "boolean" } } }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const count = (name: "leads" | "contractors", min: number) => {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < min) usage(`--${name} must be a whole number of at least ${min}.`);
  return n;
};
const leads = count("leads", 0);
const contractors = count("contractors", 1);

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

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const result = await seedScale(handle.db, { leads, contractors, force: values.force }, progressBar());
  console.log(JSON.stringify({ engine: handle.kind, ...result }));
} catch (error) {
  if (!(error instanceof RealDataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
