/**
 * The 4-star rule through the REST API: a contractor rated below 4.0 from 3 or more reviews is told why (403
 * below_rating_bar, its rating in the message) instead of a list, and buys nothing. Run inside rest-api.test.ts's
 * describe.each (both engines), so its contract check sees these answers too.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contractors, purchases } from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { Outcome } from "./harness";

type CallOptions = { method?: string; key?: string; headers?: Record<string, string> };
export type RatingBarSuite = {
  db: () => Db;
  client: () => Promise<{ contractorId: string; key: string }>;
  plumbingLead: () => Promise<string>;
  call: (name: "leads" | "purchase", url: string, options: CallOptions) => Promise<Outcome<any>>;
};

export function ratingBarApiTests(s: RatingBarSuite) {
  it("answers 403 below_rating_bar to a contractor rated below 4.0 from 3 or more reviews: no list, no purchase", async () => {
    const a = await s.client();
    const leadId = await s.plumbingLead();
    await s.db().update(contractors).set({ ratingSum: 11, ratingCount: 4 }).where(eq(contractors.id, a.contractorId));
    const error = {
      code: "below_rating_bar",
      message:
        "Your rating is 2.8 from 4 reviews. Leads go to pros rated 4.0 or higher once they have 3 reviews. Reply to your reviews, or ask us to review your account.",
    };
    const list = await s.call("leads", "/api/v1/leads", { key: a.key });
    expect({ status: list.status, error: list.body.error }).toEqual({ status: 403, error });
    const bought = await s.call("purchase", `/api/v1/leads/${leadId}/purchase`, {
      method: "POST",
      key: a.key,
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect({ status: bought.status, error: bought.body.error }).toEqual({ status: 403, error });
    expect(await s.db().select().from(purchases).where(eq(purchases.contractorId, a.contractorId))).toEqual([]);
  });
}
