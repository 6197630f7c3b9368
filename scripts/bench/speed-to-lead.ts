/**
 * Speed to lead, one event at a time so each is timed alone: a homeowner's
 * submit to the "lead-available" event on a matching contractor's live
 * dashboard (from the moment the post is sent); a sale (from its answer) to
 * the buyer's "lead-delivered" and a rival's "lead-gone", to the lead e-mail
 * reaching a loopback SMTP server, and to the signed webhook reaching a local
 * endpoint. Events not seen within the time limit count as missed.
 */
import type { RecordedRequest } from "../../tests/support/http-stand-in";
import type { ReceivedMail } from "../../tests/support/smtp-sink";
import { signInOverHttp } from "../../tests/servers/browser-posts";
import { openLiveStream } from "../bench-market/live-stream";
import { startMailClock } from "../bench-market/mail-clock";
import type { MarketSeed } from "../bench-market/seed";
import { percentile, round } from "./load";
import { buy, postQuote } from "./traffic";

export type Latency = { p50: number; p99: number; count: number; missed: number };
const LIMIT_MS = 10_000;

const summary = (values: number[], expected: number): Latency => ({
  p50: round(percentile(values, 50)),
  p99: round(percentile(values, 99)),
  count: values.length,
  missed: expected - values.length,
});

export async function measureSpeedToLead(
  origin: string,
  seed: MarketSeed,
  mails: readonly ReceivedMail[],
  hooks: readonly RecordedRequest[],
): Promise<Record<string, Latency>> {
  const buyerCookie = await signInOverHttp(origin, seed.buyer.email, seed.buyer.password);
  const watcherCookie = await signInOverHttp(origin, seed.watcher.email, seed.watcher.password);
  const mine = await openLiveStream(origin, buyerCookie);
  const theirs = await openLiveStream(origin, watcherCookie);
  const mail = startMailClock(mails);
  const hookArrivals = new Map<string, number>();
  let seenHooks = 0;
  const hookTimer = setInterval(() => {
    for (; seenHooks < hooks.length; seenHooks++) {
      const id = /"purchaseId":"([0-9a-f-]{36})"/.exec(hooks[seenHooks]!.body)?.[1];
      if (id && !hookArrivals.has(id)) hookArrivals.set(id, performance.now());
    }
  }, 2);
  try {
    const available: number[] = [];
    const announced = new Set<string>();
    for (let i = 0; i < seed.deliveryLeadIds.length; i++) {
      const t0 = performance.now();
      await postQuote(origin, "plumbing");
      let ids: string[] = [];
      const at = await theirs.arrival((u) => {
        if (u.type !== "lead-available" || u.category !== "plumbing" || u.leadIds.some((id) => announced.has(id))) return false;
        ids = u.leadIds;
        return true;
      }, LIMIT_MS);
      for (const id of ids) announced.add(id);
      if (at !== undefined) available.push(at - t0);
    }
    const delivered: number[] = [];
    const gone: number[] = [];
    const soldAt = new Map<string, number>();
    for (const leadId of seed.deliveryLeadIds) {
      const purchaseId = await buy(origin, buyerCookie, leadId);
      const t0 = performance.now();
      if (!purchaseId) continue;
      soldAt.set(purchaseId, t0);
      const [d, g] = await Promise.all([
        mine.arrival((u) => u.type === "lead-delivered" && u.leadId === leadId, LIMIT_MS),
        theirs.arrival((u) => u.type === "lead-gone" && u.leadId === leadId, LIMIT_MS),
      ]);
      if (d !== undefined) delivered.push(Math.max(0, d - t0));
      if (g !== undefined) gone.push(Math.max(0, g - t0));
    }
    const arrivals = await mail.arrivals([...soldAt.keys()], LIMIT_MS);
    const deadline = performance.now() + LIMIT_MS;
    while ([...soldAt.keys()].some((id) => !hookArrivals.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const n = seed.deliveryLeadIds.length;
    return {
      "speed-to-lead-dashboard": summary(available, n),
      "speed-to-lead-delivered": summary(delivered, n),
      "speed-to-lead-gone": summary(gone, n),
      "speed-to-lead-email": summary(
        [...arrivals].map(([id, at]) => Math.max(0, at - soldAt.get(id)!)),
        n,
      ),
      "speed-to-lead-webhook": summary(
        [...soldAt].filter(([id]) => hookArrivals.has(id)).map(([id, t0]) => Math.max(0, hookArrivals.get(id)! - t0)),
        n,
      ),
    };
  } finally {
    clearInterval(hookTimer);
    mail.stop();
    mine.close();
    theirs.close();
  }
}
