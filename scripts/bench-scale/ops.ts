/**
 * What bench:scale measures, one HTTP call per sample against the running production build. Each op is a
 * function from the prepared world to a call, or null when the app on this branch has no such operation (then
 * it is reported as not available). A call answers whether it did the work; an op whose time is not the call's
 * own (alert_fanout: until the last alert reaches SMTP) answers the measured milliseconds instead.
 */
import type { ReceivedMail } from "../../tests/support/smtp-sink";
import { buy, postQuote } from "../bench/traffic";

export type World = {
  origin: string;
  /** Session cookies of seeded contractors, and the leads on sale each can see (for lead pages and buying). */
  pros: { cookie: string; purchaseIds: string[]; leadsOnSale: string[] }[];
  adminCookie: string;
  apiKey: string;
  /** The admin leads page 100, found by following "next" links from page 1 (null: the list has no next link). */
  adminPage100: string | null;
  /** A ZIP where many roofing contractors can buy (a busy buyer's base ZIP), and the mail the loopback SMTP server got. */
  alertZip: string;
  mails: readonly ReceivedMail[];
};

/** true/false: the call did (not) do the work, timed by the caller; a number: the work's own measured time in ms. */
export type Op = (world: World, i: number) => Promise<boolean | number>;

/** New-lead alerts carry RFC 8058's header; no other mail of the app does. */
const isAlert = (mail: ReceivedMail) => /^List-Unsubscribe-Post:/im.test(mail.raw);
/** The fan-out is over when no alert has arrived for this long (the count to expect depends on balances and caps). */
const SETTLE_MS = 1500;
const ALERT_LIMIT_MS = 15_000;

/**
 * Submit → the last matching contractor's alert handed to SMTP. Earlier traffic's alerts are let settle first,
 * so every alert that arrives after the submit is this request's; none at all is a failure.
 */
async function alertFanout(w: World): Promise<boolean | number> {
  const alerts = () => w.mails.filter(isAlert).length;
  await settle(alerts);
  const before = alerts();
  const t0 = performance.now();
  if (!(await postQuote(w.origin, "roofing", w.alertZip))) {
    console.log("  · alert_fanout: the quote request was refused");
    return false;
  }
  let last: number | undefined;
  let seen = before;
  while (performance.now() - t0 < ALERT_LIMIT_MS) {
    const now = alerts();
    if (now > seen) [seen, last] = [now, performance.now()];
    if (last !== undefined && performance.now() - last > SETTLE_MS) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  if (last === undefined)
    console.log(
      `  · alert_fanout: no alert within ${ALERT_LIMIT_MS / 1000} s of an accepted quote request (submitted ${new Date(Date.now() - (performance.now() - t0)).toISOString()})`,
    );
  return last === undefined ? false : last - t0;
}

async function settle(count: () => number): Promise<void> {
  for (let seen = count(), quietSince = performance.now(); performance.now() - quietSince < SETTLE_MS;) {
    await new Promise((r) => setTimeout(r, 20));
    if (count() !== seen) [seen, quietSince] = [count(), performance.now()];
  }
}

const get = async (world: World, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${world.origin}${path}`, { redirect: "manual", ...init });
  await res.arrayBuffer();
  return res.status === 200;
};
const pro = (world: World, i: number) => world.pros[i % world.pros.length]!;

/**
 * Warm-up calls before an op's samples: 3, and for the dashboard one per signed-in contractor. The samples go
 * round the contractors, so with 3 the first 13 samples were each contractor's first visit since the server
 * started (its code still cold, the pool's connections new), and those alone made the p95. The warm-up calls
 * are timed all the same and reported as `<op>_first_visit`, so the first visit is measured, not dropped.
 */
export const WARM_UPS: Record<string, (world: World) => number> = { dashboard: (w) => w.pros.length };
export const DEFAULT_WARM_UPS = 3;

export const OPS: Record<string, ((world: World) => Op | null) | null> = {
  dashboard: () => (w, i) => get(w, "/pro", { headers: { cookie: pro(w, i).cookie } }),
  lead_page: () => (w, i) => {
    // A purchase of one of the buyers that has any (a lead page is a purchase's page).
    const owners = w.pros.filter((p) => p.purchaseIds.length > 0);
    const p = owners[i % Math.max(1, owners.length)];
    return p ? get(w, `/pro/leads/${p.purchaseIds[i % p.purchaseIds.length]}`, { headers: { cookie: p.cookie } }) : Promise.resolve(false);
  },
  buy: () => async (w, i) => {
    // The next buyer, from this call's turn on, that still has a lead on its first dashboard page.
    const p = w.pros.map((_, k) => w.pros[(i + k) % w.pros.length]!).find((x) => x.leadsOnSale.length > 0);
    const lead = p?.leadsOnSale.shift();
    return p !== undefined && lead !== undefined && (await buy(w.origin, p.cookie, lead)) !== undefined;
  },
  quote_intake: () => (w) => postQuote(w.origin, "roofing"),
  alert_fanout: () => alertFanout,
  admin_leads_page_1: () => (w) => get(w, "/admin/leads", { headers: { cookie: w.adminCookie } }),
  admin_leads_page_100: (world) => (world.adminPage100 === null ? null : (w) => get(w, w.adminPage100!, { headers: { cookie: w.adminCookie } })),
  api_leads: () => (w) => get(w, "/api/v1/leads", { headers: { authorization: `Bearer ${w.apiKey}` } }),
};
