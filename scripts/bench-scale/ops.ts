/**
 * What bench:scale measures, one HTTP call per sample against the running production build. Each op is a
 * function from the prepared world to a call, or null when the app on this branch has no such operation yet:
 * new-lead alerts (issue 12 section 3) are built elsewhere, so "alert_fanout" is null here and reported as
 * not available; adding it is writing its function in this table.
 */
import { buy, postQuote } from "../bench/traffic";

export type World = {
  origin: string;
  /** Session cookies of seeded contractors, and the leads on sale each can see (for lead pages and buying). */
  pros: { cookie: string; purchaseIds: string[]; leadsOnSale: string[] }[];
  adminCookie: string;
  apiKey: string;
  /** The admin leads page 100, found by following "next" links from page 1 (null: the list has no next link). */
  adminPage100: string | null;
};

export type Op = (world: World, i: number) => Promise<boolean>;

const get = async (world: World, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${world.origin}${path}`, { redirect: "manual", ...init });
  await res.arrayBuffer();
  return res.status === 200;
};
const pro = (world: World, i: number) => world.pros[i % world.pros.length]!;

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
  // New-lead alerts are not on this branch (issue 12 section 3): submit → last matching alert handed to SMTP.
  alert_fanout: null,
  admin_leads_page_1: () => (w) => get(w, "/admin/leads", { headers: { cookie: w.adminCookie } }),
  admin_leads_page_100: (world) => (world.adminPage100 === null ? null : (w) => get(w, w.adminPage100!, { headers: { cookie: w.adminCookie } })),
  api_leads: () => (w) => get(w, "/api/v1/leads", { headers: { authorization: `Bearer ${w.apiKey}` } }),
};
