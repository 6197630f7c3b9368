/**
 * A lead's photos in the marketplace: the card says how many before purchase ("2 photos"), the buyer's
 * lead page lists them, and the photo route serves them to the buyer only: another contractor, a stranger and the
 * buyer after a credited return get nothing.
 */
import { afterAll, describe, expect, it } from "vitest";
import { availableLeadsForContractor } from "~/domain/marketplace/listings.server";
import { adminDecideReturn, requestReturn } from "~/domain/marketplace/lead-returns.server";
import { purchaseLead } from "~/domain/marketplace/purchase-lead.server";
import { purchasePhotos } from "~/domain/request-photos/purchase-photos.server";
import * as proLeadPhoto from "~/routes/pro-lead-photo";
import * as proLead from "~/routes/pro-lead";
import { attachSamplePhotos } from "../../support/request-photos";
import { testEngines } from "../../support/test-database";
import { getRequest, loginRedirectFor, removeDataDir, routeEnv, run, sessionCookieFor, useRouteDatabase } from "../authorization/route-harness";
import { makeAdmin, makeContractor, makeQuoteRequest } from "./marketplace-fixtures";

afterAll(() => removeDataDir());

const SEATTLE = { zip: "98101", city: "Seattle", state: "WA", lat: 47.6114, lng: -122.3305 };
const PATTERN = "/pro/leads/:purchaseId/photos/:position/:size?";

describe.each(testEngines())("lead photos on %s", (engine) => {
  const database = useRouteDatabase(engine);
  const ctx = () => ({ db: database.db, env: routeEnv() });
  const pro = () => makeContractor(database.db, routeEnv(), { categories: ["roofing"], base: SEATTLE, radiusMiles: 10, balanceCents: 1_000_00 });

  it("shows the count on the card, the thumbnails to the buyer, and the files to nobody else", async () => {
    const buyer = await pro();
    const other = await pro();
    const withPhotos = await makeQuoteRequest(database.db, { category: "roofing", place: SEATTLE, pros: 1 });
    const without = await makeQuoteRequest(database.db, { category: "roofing", place: SEATTLE, pros: 1 });
    const stored = await attachSamplePhotos(database.db, routeEnv().DATA_DIR, withPhotos.quoteRequestId, 2);

    const cards = (await availableLeadsForContractor(ctx(), buyer.contractorId, { onePerRequest: true })).leads;
    expect(Object.fromEntries(cards.map((c) => [c.leadId, c.photos]))).toMatchObject({ [withPhotos.leadIds[0]!]: 2, [without.leadIds[0]!]: 0 });

    const sale = await purchaseLead(ctx(), buyer.contractorId, withPhotos.leadIds[0]!, `k-${crypto.randomUUID()}`);
    expect(await purchasePhotos(database.db, buyer.contractorId, sale.purchaseId)).toEqual(
      stored.map((p, position) => ({ position, width: p.width, height: p.height })),
    );
    expect(await purchasePhotos(database.db, other.contractorId, sale.purchaseId)).toEqual([]);

    const buyerCookie = await sessionCookieFor(database.db, buyer.userId);
    const otherCookie = await sessionCookieFor(database.db, other.userId);
    const page = await run(proLead.loader, "/pro/leads/:purchaseId", getRequest(`/pro/leads/${sale.purchaseId}`, buyerCookie));
    expect((page.body as { photos: unknown[] }).photos).toHaveLength(2);

    const url = `/pro/leads/${sale.purchaseId}/photos/1`;
    for (const path of [url, `${url}/thumbnail`]) {
      const mine = await run(proLeadPhoto.loader, PATTERN, getRequest(path, buyerCookie));
      expect({
        path,
        status: mine.status,
        type: mine.headers.get("content-type"),
        nosniff: mine.headers.get("x-content-type-options"),
        cache: mine.headers.get("cache-control"),
      }).toEqual({
        path,
        status: 200,
        type: "image/jpeg",
        nosniff: "nosniff",
        cache: "private, max-age=600",
      });
      expect((await run(proLeadPhoto.loader, PATTERN, getRequest(path, otherCookie))).status).toBe(404);
      expect(await run(proLeadPhoto.loader, PATTERN, getRequest(path))).toMatchObject({ status: 302, location: loginRedirectFor(path) });
    }
    for (const path of [
      `/pro/leads/${sale.purchaseId}/photos/2`,
      `${url}/original`,
      `/pro/leads/${sale.purchaseId}/photos/x`,
      "/pro/leads/not-a-uuid/photos/0",
    ]) {
      expect({ path, status: (await run(proLeadPhoto.loader, PATTERN, getRequest(path, buyerCookie))).status }).toEqual({ path, status: 404 });
    }

    // A credited return takes the photos back with the contact details.
    const ret = await requestReturn(ctx(), buyer.contractorId, sale.purchaseId, { reason: "wrong-number" });
    await adminDecideReturn(ctx(), await makeAdmin(database.db), ret.returnId, "credit", "");
    expect((await run(proLeadPhoto.loader, PATTERN, getRequest(url, buyerCookie))).status).toBe(404);
    expect(await purchasePhotos(database.db, buyer.contractorId, sale.purchaseId)).toEqual([]);
  });
});
