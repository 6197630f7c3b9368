/**
 * The site's VAPID key pair (RFC 8292), made at first start and kept in
 * app_secrets. Browsers bind each subscription to the public key, so it must
 * outlive restarts and be the same on every process: the first process to
 * insert wins (`on conflict do nothing`), and everyone, the loser included,
 * reads the row back.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { appSecrets } from "~/db/schema";
import { site } from "~/config/site";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const NAME = "vapid";

/** Push services may contact this address about the site's pushes (RFC 8292 §2.1: a mailto: or https: URL). */
export const VAPID_SUBJECT = `mailto:${site.email}`;

async function readStored(db: Db): Promise<VapidKeys | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) return undefined;
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: VAPID_SUBJECT };
}

/** The stored pair; made first if there is none (a lost race keeps the winner's pair). */
export async function getVapidKeys(db: Db): Promise<VapidKeys> {
  const existing = await readStored(db);
  if (existing) return existing;
  // Once per site, ever: web-push is not imported at boot for it.
  const { default: webpush } = await import("web-push");
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing({ target: appSecrets.name });
  const keys = await readStored(db);
  if (!keys) throw new Error("The VAPID key pair could not be stored.");
  return keys;
}

/** Only the public half, for the browser's pushManager.subscribe(). */
export async function getVapidPublicKey(db: Db): Promise<string> {
  return (await getVapidKeys(db)).publicKey;
}
