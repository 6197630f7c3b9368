/**
 * The bench's actors in a seeded database: a few active roofing contractors with purchases (their sessions,
 * purchases and the leads their dashboard offers), the seeded admin, and an Enterprise API key.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rowsOf } from "~/db/types.server";
import { generateApiKey } from "~/domain/integrations/api-key-token.server";
import { testModePaymentProvider } from "~/domain/payments/payment-provider.server";
import { TOP_UP_MAX_CENTS, topUp } from "~/domain/payments/top-up.server";
import { parseEnv } from "~/env.server";
import { signInOverHttp } from "../../tests/servers/browser-posts";
import { SEED_PASSWORD } from "../seed-scale/run";
import type { World } from "./ops";

export type Actors = { pros: { email: string; purchaseIds: string[] }[]; adminEmail: string; apiKey: string };

/**
 * Chosen and written before the server starts (a top-up per buyer and the API key). The buyers are the roofing
 * contractors that bought most while seeding: the busiest areas, so their dashboards hold enough leads to buy.
 */
export async function pickActors(db: Db, adminEmail: string, count = 16): Promise<Actors> {
  const pros = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`select c.id, c.email from contractors c where c.status = 'active' and c.radius_miles is not null and c.weekly_cap_cents is null
      and c.categories @> array['roofing'] order by (select count(*) from purchases p where p.contractor_id = c.id) desc, c.id limit ${count}`),
  );
  // The buy op spends more than a seeded balance holds: each buyer gets one more test-mode top-up, through the ledger.
  const env = parseEnv({ NODE_ENV: "test" });
  for (const p of pros) await topUp({ db, env }, p.id, TOP_UP_MAX_CENTS, testModePaymentProvider);
  const withPurchases = await Promise.all(
    pros.map(async (p) => ({ email: p.email, purchaseIds: rowsOf<{ id: string }>(await db.execute(sql`select id from purchases where contractor_id = ${p.id} limit 20`)).map((r) => r.id) })),
  );
  const [enterprise] = rowsOf<{ id: string }>(await db.execute(sql`select id from contractors where status = 'active' and plan = 'enterprise' and radius_miles is not null order by id limit 1`));
  const { key, prefix, keyHash } = generateApiKey();
  await db.execute(sql`insert into api_keys (contractor_id, label, prefix, key_hash) values (${enterprise!.id}, 'bench:scale', ${prefix}, ${keyHash})`);
  return { pros: withPurchases, adminEmail, apiKey: key };
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

export async function signIn(origin: string, actors: Actors): Promise<World> {
  const pros = await Promise.all(
    actors.pros.map(async (p) => {
      const cookie = await signInOverHttp(origin, p.email, SEED_PASSWORD);
      const html = await (await fetch(`${origin}/pro`, { headers: { cookie } })).text();
      const leadsOnSale = [...html.matchAll(/name="leadId" value="([0-9a-f-]{36})"/g)].map((m) => m[1]!);
      return { cookie, purchaseIds: p.purchaseIds, leadsOnSale };
    }),
  );
  const adminCookie = await signInOverHttp(origin, actors.adminEmail, SEED_PASSWORD, "/admin");
  return { origin, pros, adminCookie, apiKey: actors.apiKey, adminPage100: await adminPage(origin, adminCookie, 100) };
}
