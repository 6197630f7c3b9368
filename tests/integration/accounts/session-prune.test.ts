/** The daily accounts clean-up: expired sessions and expired one-time tokens go, live ones stay. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { oneTimeTokens, sessions } from "~/db/schema";
import { consumeToken, issueToken } from "~/domain/accounts/one-time-tokens.server";
import { pruneExpiredTokens } from "~/domain/accounts/prune-one-time-tokens.server";
import { createSession, pruneExpiredSessions, SESSION_TTL_MS } from "~/domain/accounts/sessions.server";
import { testEnv } from "../../support/form-requests";
import { openTestDatabase, testEngines } from "../../support/test-database";
import { makeContractor } from "../marketplace/marketplace-fixtures";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe.each(testEngines())("pruning sessions and tokens on %s", (engine) => {
  let handle: DatabaseHandle;
  const t = testEnv();
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.close();
    t.cleanup();
  });

  it("removes only expired sessions", async () => {
    const start = new Date("2026-02-01T08:00:00Z");
    const { userId } = await makeContractor(handle.db, t.env);
    await createSession(handle.db, { env: t.env, now: start }, userId);
    await createSession(handle.db, { env: t.env, now: new Date(start.getTime() + 10 * DAY) }, userId);
    const expiries = (await handle.db.select({ expiresAt: sessions.expiresAt }).from(sessions)).map((s) => s.expiresAt.getTime()).toSorted();

    // At the first one's expiry instant it still counts as live (expired means strictly before now).
    await pruneExpiredSessions(handle.db, new Date(start.getTime() + SESSION_TTL_MS));
    expect(await handle.db.select().from(sessions)).toHaveLength(2);
    await pruneExpiredSessions(handle.db, new Date(start.getTime() + SESSION_TTL_MS + 1));
    const left = await handle.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(left.map((s) => s.expiresAt.getTime())).toEqual([expiries[1]]);
  });

  it("removes one-time tokens past their expiry, used or not, and keeps those still valid", async () => {
    const start = new Date("2026-03-01T08:00:00Z");
    const a = await makeContractor(handle.db, t.env);
    const b = await makeContractor(handle.db, t.env);
    const c = await makeContractor(handle.db, t.env);
    await issueToken(handle.db, a.userId, "invitation", start); // expires after 7 days, unused
    const used = await issueToken(handle.db, b.userId, "password-reset", start); // expires after an hour, used
    await handle.db.transaction((tx) => consumeToken(tx, used, "password-reset", new Date(start.getTime() + 10 * 60_000)));
    await issueToken(handle.db, c.userId, "invitation", new Date(start.getTime() + 5 * DAY)); // still valid at day 8

    expect(await pruneExpiredTokens(handle.db, new Date(start.getTime() + 8 * DAY))).toBe(2);
    const left = await handle.db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens);
    expect(left).toEqual([{ userId: c.userId }]);
    expect(await pruneExpiredTokens(handle.db, new Date(start.getTime() + 8 * DAY))).toBe(0);
  });
});
