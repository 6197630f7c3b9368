/**
 * The overview's reply figures (decision 0052): for the requests of a range of days, the share with a first reply
 * within 1 and 24 hours, the median time to it, quotes per request and the acceptance rate, in all and by category.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests } from "~/db/schema";
import { getReplyStats } from "~/domain/admin/get-reply-stats.server";
import { overviewRange } from "~/domain/admin/overview-range";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { acceptQuote } from "~/domain/quotes/accept-quote.server";
import { testEngines } from "../../support/test-database";
import { useTestDatabase } from "../../support/use-test-database";
import { boughtRequest, quoteBy } from "../quotes/quote-world";

// A range of its own, so other suites' requests are not counted.
const T0 = new Date("2031-05-10T14:00:00Z");
const TERMS = { earliestStart: "2031-05-20", validUntil: "2031-06-30" };
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(testEngines())("reply figures on %s", (engine) => {
  const t = useTestDatabase(engine);

  it("counts first replies within 1 and 24 hours, the median, quotes per request and acceptance; unreleased requests are left out", async () => {
    const fast = await boughtRequest(t, { pros: 2, at: T0 });
    await quoteBy(t, fast.pros[0]!, TERMS, later(30));
    await quoteBy(t, fast.pros[1]!, TERMS, later(90));
    const slow = await boughtRequest(t, { pros: 1, at: T0 });
    const slowQuote = await quoteBy(t, slow.pros[0]!, TERMS, later(5 * 60));
    await boughtRequest(t, { pros: 1, at: T0 }); // no reply
    const late = await boughtRequest(t, { pros: 1, at: T0 });
    await quoteBy(t, late.pros[0]!, TERMS, later(30 * 60));
    const held = await boughtRequest(t, { pros: 1, at: T0 });
    await t.db.update(quoteRequests).set({ marketStatus: "held" }).where(eq(quoteRequests.id, held.id));
    await acceptQuote({ ...t, now: later(6 * 60) }, slow.id, slowQuote);

    const stats = await getReplyStats(t.db, overviewRange({ from: "2031-05-10", to: "2031-05-11" }, T0, COMPANY_TIME_ZONE));
    // First replies at 30 min, 5 h and 30 h: the median is 5 h.
    const expected = { requests: 4, within1h: 1, within24h: 2, medianMinutes: 300, quotes: 4, accepted: 1 };
    expect(stats).toMatchObject(expected);
    expect(stats.byCategory).toEqual([{ category: "roofing", ...expected }]);

    const none = await getReplyStats(t.db, overviewRange({ from: "2031-06-01", to: "2031-06-02" }, T0, COMPANY_TIME_ZONE));
    expect(none).toEqual({ requests: 0, within1h: 0, within24h: 0, medianMinutes: null, quotes: 0, accepted: 0, byCategory: [] });
  });
});
