/**
 * The bench's actors in a seeded database: a few active roofing contractors with purchases (their sessions,
 * purchases and the leads their dashboard offers), the seeded admin, and an Enterprise API key.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { contractors } from "~/db/schema";
import { generateApiKey } from "~/domain/integrations/api-key-token.server";
import { leadsForContractor } from "~/domain/marketplace/leads-for-contractor.server";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { TOP_UP_MAX_CENTS, topUp } from "~/domain/payments/top-up.server";
import { parseEnv } from "~/env.server";
import { signInOverHttp } from "../../tests/servers/browser-posts";
import { SEED_PASSWORD } from "../seed-scale/run";
import type { ReceivedMail } from "../../tests/support/smtp-sink";
import type { World } from "./ops";

export type Actors = { pros: { email: string; purchaseIds: string[]; leadsOnSale: string[] }[]; adminEmail: string; apiKey: string; alertZip: string };

/**
 * Chosen and written before the server starts (a top-up per buyer and the API key). The buyers are the roofing
 * contractors that bought most while seeding: the busiest areas, so their dashboards hold enough leads to buy.
 */
export async function pickActors(db: Db, adminEmail: string, count = 16): Promise<Actors> {
  const pros = rowsOf<{ id: string; email: string; base_zip: string }>(
    await db.execute(sql`select c.id, c.email, c.base_zip from contractors c where c.status = 'active' and c.radius_miles is not null and c.weekly_cap_cents is null
      and c.categories @> array['roofing'] order by (select count(*) from purchases p where p.contractor_id = c.id) desc, c.id limit ${count}`),
  );
  // The buy op spends more than a seeded balance holds: each buyer gets one more test-mode top-up, through the ledger.
  const env = parseEnv({ NODE_ENV: "test" });
  for (const p of pros) await topUp({ db, env }, p.id, TOP_UP_MAX_CENTS, testModePaymentProvider);
  // What each buyer will buy: leads on sale in its area that no other buyer takes first, one per request
  // (a contractor buys one lead of a request), so every buy of the op can succeed.
  const taken = new Set<string>();
  const withPurchases = [];
  for (const p of pros) {
    const [row] = await db.select().from(contractors).where(eq(contractors.id, p.id));
    const requests = new Set<string>();
    const leadsOnSale: string[] = [];
    for (const l of (await leadsForContractor(db, row!, { today: new Date().toISOString().slice(0, 10), limit: 100 })).leads) {
      if (taken.has(l.id) || requests.has(l.quoteRequestId)) continue;
      taken.add(l.id);
      requests.add(l.quoteRequestId);
      leadsOnSale.push(l.id);
    }
    const purchaseIds = rowsOf<{ id: string }>(await db.execute(sql`select id from purchases where contractor_id = ${p.id} limit 20`)).map((r) => r.id);
    withPurchases.push({ email: p.email, purchaseIds, leadsOnSale });
  }
  // The API is Enterprise only: the first active Enterprise contractor (at a small size there may be none: one is made so).
  const [enterprise] = rowsOf<{ id: string }>(
    await db.execute(sql`update contractors set plan = 'enterprise' where id = (select id from contractors where status = 'active' and radius_miles is not null
      order by plan = 'enterprise' desc, id limit 1) returning id`),
  );
  const { key, prefix, keyHash } = generateApiKey();
  await db.execute(sql`insert into api_keys (contractor_id, label, prefix, key_hash) values (${enterprise!.id}, 'bench:scale', ${prefix}, ${keyHash})`);
  return { pros: withPurchases, adminEmail, apiKey: key, alertZip: pros[0]!.base_zip };
}

/** Follows the admin leads list's "next" links up to page `page`; null when page 1 has none (an unpaginated list). */
async function adminPage(origin: string, cookie: string, page: number): Promise<string | null> {
  let path = "/admin/leads";
  for (let n = 1; n < page; n++) {
    const html = await (await fetch(`${origin}${path}`, { headers: { cookie } })).text();
    const next = /<a[^>]+href="(\/admin\/leads\?[^"]+)"[^>]*(?:rel="next"[^>]*)?>(?:(?!<\/a>)[\s\S])*?(?:Next|Older|More)/i.exec(html)?.[1];
    if (!next) return n === 1 ? null : path;
    path = next.replaceAll("&amp;", "&");
  }
  return path;
}

export async function signIn(origin: string, actors: Actors, mails: readonly ReceivedMail[]): Promise<World> {
  const pros = await Promise.all(
    actors.pros.map(async (p) => ({
      cookie: await signInOverHttp(origin, p.email, SEED_PASSWORD),
      purchaseIds: p.purchaseIds,
      leadsOnSale: [...p.leadsOnSale],
    })),
  );
  const adminCookie = await signInOverHttp(origin, actors.adminEmail, SEED_PASSWORD, "/admin");
  return { origin, pros, adminCookie, apiKey: actors.apiKey, adminPage100: await adminPage(origin, adminCookie, 100), alertZip: actors.alertZip, mails };
}
