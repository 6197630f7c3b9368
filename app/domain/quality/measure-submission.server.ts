/**
 * The submission signals of a quote request (score-request.ts's SubmissionSignals) from what the web layer read
 * (app/web/submission-signals.server.ts) and the post's render token: the token checked, the device cookie turned
 * into a keyed hash, and the velocity counts. Flags and numbers only: no address, no user agent, no cookie.
 */
import { and, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { quoteRequests } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import { limitKey } from "~/lib/limit-keys.server";
import { isLoopbackAddress } from "~/lib/outbound/address-rules.server";
import { secondsSinceRender } from "~/lib/render-token.server";
import { DAY_VELOCITY_FROM, type SubmissionSignals } from "./score-request";
import type { MeasuredRequest } from "../submissions/form-submission";

/** How a post was sent, as app/web/submission-signals.server.ts read it: flags, and the device cookie's value to hash. */

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Earlier requests matching `where` in the last hour and day, counted up to DAY_VELOCITY_FROM (what the rule needs):
 * the newest entries of quote_requests_ip_created_idx or quote_requests_device_created_idx, at most that many read.
 */
async function recentCounts(db: Executor, where: SQL, now: Date): Promise<{ hour: number; day: number }> {
  const recent = db
    .select({ createdAt: quoteRequests.createdAt })
    .from(quoteRequests)
    .where(and(where, gt(quoteRequests.createdAt, new Date(now.getTime() - DAY_MS)), lte(quoteRequests.createdAt, now)))
    .orderBy(desc(quoteRequests.createdAt))
    .limit(DAY_VELOCITY_FROM)
    .as("recent");
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const [row] = await db
    .select({ day: sql<number>`count(*)::int`, hour: sql<number>`(count(*) filter (where ${recent.createdAt} > ${hourAgo}::timestamptz))::int` })
    .from(recent);
  return { hour: row?.hour ?? 0, day: row?.day ?? 0 };
}

/** The keyed hash stored as quote_requests.device_hash. */
export const deviceHashOf = (db: Executor, token: string) => limitKey(db, `form-device:${token}`);

export async function measureSubmission(
  db: Executor,
  input: { measured: MeasuredRequest; renderToken: string | undefined; ip: string | null; now: Date },
): Promise<{ signals: SubmissionSignals; deviceHash: string | undefined }> {
  const { measured, now } = input;
  const seconds = await secondsSinceRender(db, input.renderToken, now);
  const deviceHash = measured.deviceToken ? await deviceHashOf(db, measured.deviceToken) : undefined;
  // A loopback address names no client: every post arrives from it when a proxy on this host forwards nothing it is
  // trusted for (TRUST_PROXY), and local tools and tests post from it. Counting it would hold everyone's requests.
  const countIp = input.ip !== null && !isLoopbackAddress(input.ip);
  const byIp = countIp ? await recentCounts(db, eq(quoteRequests.ip, input.ip!), now) : { hour: 0, day: 0 };
  const byDevice = deviceHash ? await recentCounts(db, eq(quoteRequests.deviceHash, deviceHash), now) : { hour: 0, day: 0 };
  const signals: SubmissionSignals = {
    renderToken: seconds !== undefined,
    ...(seconds !== undefined ? { secondsToSubmit: seconds } : {}),
    noUserAgent: measured.noUserAgent,
    automatedAgent: measured.automatedAgent,
    deviceCookie: deviceHash !== undefined,
    ipLastHour: byIp.hour,
    ipLastDay: byIp.day,
    deviceLastHour: byDevice.hour,
    deviceLastDay: byDevice.day,
  };
  return { signals, deviceHash };
}
