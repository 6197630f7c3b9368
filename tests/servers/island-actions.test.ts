/**
 * Pages with islands (docs/decisions/0040) post to React Router's single-fetch endpoint without the router and
 * decode the answer with turbo-stream's own library (app/components/islands/post-to-action.ts). Against the
 * production build: the action's data, a redirect and a crash each read as the island expects, so an upgrade
 * of either library that changes the format fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionDataUrl } from "../../app/browser/post-to-action";
import { readSingleFetchAnswer } from "../../app/lib/react-router-private";
import type { CalculatorState } from "../../app/components/calculator/model";
import { formCases } from "../support/form-cases";
import { startAppServer, type AppServer } from "./app-server";

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer({ LOG_LEVEL: "error", RATE_LIMIT_FORM_MAX: "1000" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function post(pathname: string, fields: Record<string, string>): Promise<Response> {
  return fetch(actionDataUrl(pathname, server.origin), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin, "sec-fetch-site": "same-origin" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("an island's post to its route action", () => {
  it("names the route's data endpoint the way the router does", () => {
    expect(actionDataUrl("/calculators/roofing#calculator", "https://x.test/a").href).toBe("https://x.test/calculators/roofing.data");
    expect(actionDataUrl("/get-quotes?category=solar#quote-form", "https://x.test/").href).toBe("https://x.test/get-quotes.data?category=solar");
    expect(actionDataUrl("/", "https://x.test/b").href).toBe("https://x.test/_.data");
  });

  it("reads the action's data, with its status", async () => {
    const outcome = await readSingleFetchAnswer<CalculatorState>(await post("/calculators/roofing", { intent: "next", fullName: "A" }));
    expect(outcome).toMatchObject({ kind: "data", status: 400, data: { view: "steps", step: 0 } });
    expect(outcome.kind === "data" && outcome.data.view === "steps" ? outcome.data.formError : undefined).toMatch(/\w/);
  });

  it("reads a redirect as where to go next", async () => {
    const quote = formCases.find((c) => c.path === "/get-quotes")!;
    const outcome = await readSingleFetchAnswer(await post("/get-quotes", { ...quote.valid(4242), email: "island-redirect@example.com" }));
    expect(outcome).toMatchObject({ kind: "redirect", replace: false });
    expect(outcome.kind === "redirect" ? outcome.to : "").toMatch(/^\/get-quotes\/confirmation\?ref=[A-Z0-9-]+&key=[\w-]+$/);
  });

  it("reads a response the framework did not encode as a failure, not as data", async () => {
    expect(await readSingleFetchAnswer(new Response("<h1>Bad gateway</h1>", { status: 502 }))).toEqual({ kind: "failed", status: 502 });
  });
});
