/**
 * A random server secret kept in app_secrets by name: made at first use (the first insert wins, every process reads
 * the winner's) and read once per database handle, since it never changes. A failed read (the database was down) is
 * tried again next time, not remembered.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appSecrets } from "../db/schema";
import type { Executor } from "../db/types.server";

const secrets = new Map<string, WeakMap<object, Promise<string>>>();

async function loadSecret(db: Executor, name: string): Promise<string> {
  const read = async () => (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSecrets.name });
  const stored = await read();
  if (!stored) throw new Error(`The server secret "${name}" could not be stored.`);
  return stored;
}

export function appSecret(db: Executor, name: string): Promise<string> {
  let byDb = secrets.get(name);
  if (!byDb) secrets.set(name, (byDb = new WeakMap()));
  let secret = byDb.get(db);
  if (!secret) {
    secret = loadSecret(db, name);
    byDb.set(db, secret);
    secret.catch(() => byDb.delete(db));
  }
  return secret;
}
