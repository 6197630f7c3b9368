/**
 * The OpenAPI document (app/web/openapi.ts): served public at
 * /api/v1/openapi.json, covering every /api/v1 route, its schemas strict
 * JSON Schema 2020-12 that its own examples satisfy, rendered at /api/docs
 * without any script; and the contract validator (tests/support/openapi-contract.ts)
 * that rest-api.test.ts and the webhook suites run, shown to refuse drift.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { exampleWebhookPayload } from "~/domain/integrations/example-webhook-payload";
import { openApiDocument } from "~/web/openapi.server";
import { flattenRoutes, type ConfigRoute } from "../authorization/route-harness";
import { expectAnswerMatchesContract, expectWebhookMatchesContract, schemaAt } from "../../support/openapi-contract";
import { ORIGIN, apiRequest, run } from "./harness";

const document = openApiDocument(ORIGIN) as unknown as Record<string, any>;
const purchase = document.paths["/api/v1/purchases/{purchaseId}"].get.responses["200"].content["application/json"].example.purchase;
const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  body,
  headers: new Headers({
    "content-type": "application/json",
    "cache-control": "no-store",
    "ratelimit-limit": "120",
    "ratelimit-remaining": "119",
    "ratelimit-reset": "30",
    ...headers,
  }),
});

describe("GET /api/v1/openapi.json", () => {
  it("is public, JSON, cached briefly, and the OpenAPI 3.1 document; other methods get a JSON 405", async () => {
    const route = await import("~/routes/api-v1-openapi");
    const answer = await run(route.loader, "/api/v1/openapi.json", apiRequest("/api/v1/openapi.json"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
    expect(answer.body).toMatchObject({ openapi: "3.1.0", servers: [{ url: ORIGIN }] });
    expect(Object.keys(answer.body.webhooks)).toEqual([
      "lead.purchased",
      "purchase.updated",
      "return.decided",
      "quote.accepted",
      "quote.declined",
      "message.received",
    ]);
    const post = await run(route.action, "/api/v1/openapi.json", apiRequest("/api/v1/openapi.json", { method: "POST" }));
    expect({ status: post.status, code: post.body.error.code, allow: post.headers.get("allow") }).toEqual({
      status: 405,
      code: "method_not_allowed",
      allow: "GET",
    });
  });

  it("documents every /api/v1 route of app/routes.ts", () => {
    const apiRoutes = flattenRoutes(routeConfig as readonly ConfigRoute[])
      .map((r) => `/${r.path}`.replace(/\/+/g, "/"))
      .filter((path) => path.startsWith("/api/v1/") && !path.endsWith("*") && path !== "/api/v1/openapi.json");
    const documented = Object.keys(document.paths).map((p) => p.replace(/\{[^}]+\}/g, ":param"));
    expect(apiRoutes.map((p) => p.replace(/:[^/]+/g, ":param")).toSorted()).toEqual(documented.toSorted());
  });

  it("its schemas compile in ajv's strict mode and every example in it satisfies its schema", () => {
    for (const name of Object.keys(document.components.schemas)) expect(typeof schemaAt(`#/components/schemas/${name}`)).toBe("function");
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          const media = response.content?.["application/json"];
          if (media?.example === undefined) continue;
          const validate = schemaAt(media.schema.$ref);
          expect({ path, method, status, valid: validate(media.example), errors: validate.errors ?? null }).toEqual({
            path,
            method,
            status,
            valid: true,
            errors: null,
          });
        }
      }
    }
    expectWebhookMatchesContract(exampleWebhookPayload(ORIGIN));
    // Every webhook's example, and every request body's, is what its schema accepts.
    for (const item of Object.values<any>(document.webhooks))
      expectWebhookMatchesContract(JSON.stringify(item.post.requestBody.content["application/json"].example));
    for (const [path, item] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const media = operation.requestBody?.content["application/json"];
        if (!media) continue;
        const validate = schemaAt(media.schema.$ref);
        expect({ path, method, valid: validate(media.example), errors: validate.errors ?? null }).toEqual({ path, method, valid: true, errors: null });
      }
    }
  });
});

describe("the contract validator refuses drift", () => {
  const url = "/api/v1/purchases/7d1f7c2e-3c57-4a52-9a0e-1b2c3d4e5f60";
  it("accepts the documented answer", () => {
    expect(() => expectAnswerMatchesContract("GET", url, jsonAnswer(200, { purchase }))).not.toThrow(/to deeply equal/);
  });
  it.each([
    ["a field the schema lacks", jsonAnswer(200, { purchase: { ...purchase, street: "1 Main St" } })],
    ["a required field missing", jsonAnswer(200, { purchase: { ...purchase, homeowner: { ...purchase.homeowner, phone: undefined } } })],
    ["a wrong type", jsonAnswer(200, { purchase: { ...purchase, priceCents: "31.00" } })],
    ["an undocumented status", jsonAnswer(402, { error: { code: "insufficient_balance", message: "…" } })],
    ["an error code not in the list", jsonAnswer(404, { error: { code: "gone", message: "…" } })],
    [
      "a documented header missing",
      { ...jsonAnswer(200, { purchase }), headers: new Headers({ "content-type": "application/json", "cache-control": "no-store" }) },
    ],
  ])("refuses %s", (_what, answer) => {
    expect(() => expectAnswerMatchesContract("GET", url, answer)).toThrow(/to deeply equal/);
  });
  it("refuses a webhook body that is not the documented one", () => {
    const body = JSON.parse(exampleWebhookPayload(ORIGIN));
    expect(() => expectWebhookMatchesContract(JSON.stringify({ ...body, data: { ...body.data, priceCents: -1 } }))).toThrow(/to deeply equal/);
    expect(() => expectWebhookMatchesContract(JSON.stringify({ ...body, type: "lead.returned" }))).toThrow(/to deeply equal/);
  });
});

describe("/api/docs", () => {
  it("renders every operation, the webhook and every schema from the document, with no script", async () => {
    const route = await import("~/routes/api-docs");
    const data = route.loader();
    const html = renderToStaticMarkup(createElement(route.default as never, { loaderData: data } as never));
    for (const operationId of [
      "listLeads",
      "buyLead",
      "listPurchases",
      "getPurchase",
      "updatePurchase",
      "fileReturn",
      "sendQuote",
      "listMessages",
      "postMessage",
      "leadPurchased",
      "purchaseUpdated",
      "returnDecided",
      "quoteAccepted",
      "quoteDeclined",
      "messageReceived",
    ])
      expect(html).toContain(`id="${operationId}"`);
    for (const name of Object.keys(document.components.schemas)) expect(html).toContain(`id="schema-${name}"`);
    expect(html).toContain("/api/v1/leads/{leadId}/purchase");
    expect(html).toContain("Idempotency-Key");
    expect(html).toContain("webhook-signature");
    expect(html).toContain('href="/api/v1/openapi.json"');
    expect(html).not.toContain("<script");
  });

  it("renders the descriptions' Markdown: code as code, no backtick left in the page's text", async () => {
    const route = await import("~/routes/api-docs");
    const html = renderToStaticMarkup(createElement(route.default as never, { loaderData: route.loader() } as never));
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).not.toContain("`");
    expect(html).toContain("<code>v1,</code>");
    expect(html).toContain("<code>{webhook-id}.{webhook-timestamp}.{body}</code>");
  });
});
