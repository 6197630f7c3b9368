/** The daily accounts clean-up: expired sessions, expired one-time tokens and long-unseen devices go, live ones stay. */
import { describe, expect, it } from "vitest";
import { knownDevices, oneTimeTokens, sessions } from "~/db/schema";
import { isKnownDevice, pruneKnownDevices, rememberDevice } from "~/domain/accounts/known-devices.server";
import { consumeToken, issueToken } from "~/domain/accounts/one-time-tokens.server";
import { pruneExpiredTokens } from "~/domain/accounts/prune-one-time-tokens.server";
import { createSession, pruneExpiredSessions, SESSION_TTL_MS } from "~/domain/accounts/sessions.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe.each(testEngines())("pruning sessions and tokens on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("removes only expired sessions", async () => {
    const start = new Date("2026-02-01T08:00:00Z");
    const { userId } = await makeContractor(t.db, t.env);
    await createSession(t.db, { now: start }, userId);
    await createSession(t.db, { now: new Date(start.getTime() + 10 * DAY) }, userId);
    const expiries = (await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions)).map((s) => s.expiresAt.getTime()).toSorted();

    // At the first one's expiry instant it still counts as live (expired means strictly before now).
    await pruneExpiredSessions(t.db, new Date(start.getTime() + SESSION_TTL_MS));
    expect(await t.db.select().from(sessions)).toHaveLength(2);
    await pruneExpiredSessions(t.db, new Date(start.getTime() + SESSION_TTL_MS + 1));
    const left = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(left.map((s) => s.expiresAt.getTime())).toEqual([expiries[1]]);
  });

  it("removes one-time tokens past their expiry, used or not, and keeps those still valid", async () => {
    const start = new Date("2026-03-01T08:00:00Z");
    const a = await makeContractor(t.db, t.env);
    const b = await makeContractor(t.db, t.env);
    const c = await makeContractor(t.db, t.env);
    await issueToken(t.db, a.userId, "invitation", start); // expires after 7 days, unused
    const used = await issueToken(t.db, b.userId, "password-reset", start); // expires after an hour, used
    await t.db.transaction((tx) => consumeToken(tx, used, "password-reset", new Date(start.getTime() + 10 * 60_000)));
    await issueToken(t.db, c.userId, "invitation", new Date(start.getTime() + 5 * DAY)); // still valid at day 8

    expect(await pruneExpiredTokens(t.db, new Date(start.getTime() + 8 * DAY))).toBe(2);
    const left = await t.db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens);
    expect(left).toEqual([{ userId: c.userId }]);
    expect(await pruneExpiredTokens(t.db, new Date(start.getTime() + 8 * DAY))).toBe(0);
  });

  it("forgets known devices not seen for a year and keeps the others", async () => {
    const start = new Date("2026-04-01T08:00:00Z");
    const { userId } = await makeContractor(t.db, t.env);
    const stale = await rememberDevice(t.db, userId, undefined, start);
    const fresh = await rememberDevice(t.db, userId, undefined, new Date(start.getTime() + 200 * DAY));
    expect(await pruneKnownDevices(t.db, new Date(start.getTime() + 366 * DAY))).toBe(1);
    expect(await isKnownDevice(t.db, userId, stale.token)).toBe(false);
    expect(await isKnownDevice(t.db, userId, fresh.token)).toBe(true);
    expect(await t.db.select().from(knownDevices)).toHaveLength(1);
  });
});
