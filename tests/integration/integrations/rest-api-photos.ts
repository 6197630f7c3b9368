/**
 * Photos through the REST API: a lead on offer says how many photos it has, the purchase lists their URLs, and each
 * URL answers the JPEG to the buyer's key only (another key: 404). Run inside rest-api.test.ts's describe.each (both
 * engines), so its contract check sees these answers and counts the photo operations as exercised.
 */
import { expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { expectAnswerMatchesContract } from "../../support/openapi-contract";
import { attachSamplePhotos } from "../../support/request-photos";
import { makeQuoteRequest, BROOKLYN } from "../marketplace/marketplace-fixtures";
import { apiRequest, run, type Outcome } from "./harness";

type CallOptions = { method?: string; key?: string; headers?: Record<string, string> };
export type PhotoApiSuite = {
  db: () => Db;
  dataDir: () => string;
  client: () => Promise<{ contractorId: string; key: string }>;
  call: (name: "leads" | "purchase", url: string, options: CallOptions) => Promise<Outcome<any>>;
};

async function fetchPhoto(url: string, key: string): Promise<Outcome<any>> {
  const thumbnail = url.endsWith("/thumbnail");
  const module = await import("~/routes/api-v1-purchase-photo");
  const pattern = thumbnail ? "/api/v1/purchases/:id/photos/:position/thumbnail" : "/api/v1/purchases/:id/photos/:position";
  const outcome = await run(module.loader, pattern, apiRequest(url, { key }));
  expectAnswerMatchesContract("GET", url, outcome);
  return outcome;
}

export function purchasePhotoApiTests(s: PhotoApiSuite) {
  it("counts a lead's photos before purchase, lists their URLs after, and serves them to the buyer's key only", async () => {
    const a = await s.client();
    const b = await s.client();
    const { quoteRequestId, leadIds } = await makeQuoteRequest(s.db(), { category: "plumbing", place: BROOKLYN, pros: 1 });
    const stored = await attachSamplePhotos(s.db(), s.dataDir(), quoteRequestId, 2);
    const leadId = leadIds[0]!;

    const list = await s.call("leads", "/api/v1/leads", { key: a.key });
    expect(list.body.data.find((l: { leadId: string }) => l.leadId === leadId)).toMatchObject({ leadId, photos: 2 });

    const bought = await s.call("purchase", `/api/v1/leads/${leadId}/purchase`, {
      method: "POST",
      key: a.key,
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(bought.status).toBe(201);
    const purchaseId: string = bought.body.purchase.purchaseId;
    const base = `/api/v1/purchases/${purchaseId}/photos`;
    expect(bought.body.purchase.photos).toEqual(
      stored.map((p, i) => ({ url: `${base}/${i}`, thumbnailUrl: `${base}/${i}/thumbnail`, width: p.width, height: p.height })),
    );

    for (const url of [`${base}/0`, `${base}/1/thumbnail`]) {
      const answer = await fetchPhoto(url, a.key);
      expect({
        url,
        status: answer.status,
        type: answer.headers.get("content-type"),
        nosniff: answer.headers.get("x-content-type-options"),
        cache: answer.headers.get("cache-control"),
      }).toEqual({
        url,
        status: 200,
        type: "image/jpeg",
        nosniff: "nosniff",
        cache: "no-store",
      });
      const other = await fetchPhoto(url, b.key);
      expect({ url, status: other.status, code: other.body.error.code }).toEqual({ url, status: 404, code: "not_found" });
    }
    expect((await fetchPhoto(`${base}/2`, a.key)).status).toBe(404);
  });
}
