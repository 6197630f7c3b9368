/**
 * The quick start's demo takes test-mode payments, so a contractor approved in it can top up and start a trial.
 * Only where the demo itself may be seeded and its money cannot be real: the embedded database, without
 * NODE_ENV=production. A marker in the data directory, written when the demo is seeded there, keeps it so across
 * restarts of that demo; a data directory the demo never seeded (or PostgreSQL, or production) is left as configured.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "~/db/client.server";

export const DEMO_PAYMENTS_MARKER = "demo-test-payments";

const markerText =
  "The demo data was seeded in this data directory, so test-mode payments (top-ups credited without charging anything) are on for it.\n" +
  "Delete this file to turn them off; NODE_ENV=production or a PostgreSQL DATABASE_URL ignores it.\n";

/** Whether this process may run the demo's test payments at all. */
export function demoPaymentsAllowed(kind: DatabaseHandle["kind"], nodeEnv: string | undefined): boolean {
  return kind === "pglite" && nodeEnv !== "production";
}

/** Called once the demo has been seeded in dataDir. */
export function markDemoPayments(dataDir: string): void {
  writeFileSync(path.join(dataDir, DEMO_PAYMENTS_MARKER), markerText, { mode: 0o600 });
}

export function demoPaymentsMarked(dataDir: string): boolean {
  return existsSync(path.join(dataDir, DEMO_PAYMENTS_MARKER));
}
