/**
 * The render token of a form page (app/forms/render-token.ts): "<milliseconds>.<HMAC>", keyed with the server's
 * limit-key secret (limit-keys.server.ts, kept in app_secrets), so a client cannot make one up or move its time.
 * It proves only when the page was rendered, not by whom: the quality score weighs it with the other signals.
 */
import { timingSafeEqual } from "node:crypto";
import type { Executor } from "~/db/types.server";
import { limitKey } from "./limit-keys.server";

/** Older tokens are not believed (a tab left open for a week): the post counts as sent without one. */
export const RENDER_TOKEN_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** A little clock skew between two processes is forgiven. */
const FUTURE_SLACK_MS = 5000;

const signatureOf = (db: Executor, ms: number) => limitKey(db, `render-token:${ms}`);

export async function mintRenderToken(db: Executor, now: Date): Promise<string> {
  const ms = now.getTime();
  return `${ms}.${await signatureOf(db, ms)}`;
}

/** Whole seconds from the render to `now`, or undefined for a missing, forged, future or stale token. */
export async function secondsSinceRender(db: Executor, token: string | undefined, now: Date): Promise<number | undefined> {
  const match = token ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token.trim()) : null;
  if (!match) return undefined;
  const ms = Number(match[1]);
  const age = now.getTime() - ms;
  if (age < -FUTURE_SLACK_MS || age > RENDER_TOKEN_MAX_AGE_MS) return undefined;
  const expected = Buffer.from(await signatureOf(db, ms));
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return Math.max(0, Math.floor(age / 1000));
}
