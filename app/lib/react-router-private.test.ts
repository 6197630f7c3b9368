/**
 * The contract test of react-router-private.ts: each private behaviour, checked against the installed React Router
 * (its real request handler, on a two-route build made here), so an upgrade that changes one fails here.
 * The hydration half (serverStateDecoded, dropHoistedPreloads) runs in every hydrated page of the e2e tests.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createRequestHandler, data, redirect, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { dataUrlOf, pageOfDataPath, readSingleFetchAnswer, ROUTER_CONTEXT_GLOBAL, SINGLE_FETCH_HEADERS } from "./react-router-private";

const route = (id: string, module: object, more: object = {}) => ({ id, module: { default: () => null, ...module }, ...more });

/** A root, its index page and a /form page whose action answers with data or a redirect. */
const build = {
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: route("root", {}, { path: "" }),
    "routes/home": route("routes/home", { loader: () => ({ page: "home" }), action: () => ({ posted: "home" }) }, { parentId: "root", index: true }),
    "routes/form": route(
      "routes/form",
      {
        loader: () => ({ page: "form" }),
        action: async ({ request }: { request: Request }) => {
          const form = await request.formData();
          if (form.get("go") === "away") throw redirect("/done");
          if (form.get("go") === "replace") throw redirect("/done", { headers: { "X-Remix-Replace": "true" } });
          return data({ error: "Enter a name." }, { status: 422 });
        },
      },
      { parentId: "root", path: "form" },
    ),
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");
const origin = "http://x.test";
const post = (page: string, fields: Record<string, string>) =>
  handle(new Request(dataUrlOf(new URL(page, origin)), { method: "POST", body: new URLSearchParams(fields), headers: { Origin: origin } }));

describe("React Router's single fetch, as the islands use it", () => {
  it("a page's data endpoint is the one the router answers: /form → /form.data, /?index → /_.data?index", async () => {
    expect(dataUrlOf(new URL("/form?x=1#here", origin)).href).toBe(`${origin}/form.data?x=1`);
    expect(dataUrlOf(new URL("/?index", origin)).href).toBe(`${origin}/_.data?index`);
    expect(await readSingleFetchAnswer(await post("/form", {}))).toEqual({ kind: "data", data: { error: "Enter a name." }, status: 422 });
    expect(await readSingleFetchAnswer(await post("/?index", {}))).toEqual({ kind: "data", data: { posted: "home" }, status: 200 });
  });

  it("an action's data answer is marked as the router's, and an error page is not", async () => {
    expect((await post("/form", {})).headers.has(SINGLE_FETCH_HEADERS.encoded)).toBe(true);
    expect(await readSingleFetchAnswer(new Response("<h1>Bad gateway</h1>", { status: 502 }))).toEqual({ kind: "failed", status: 502 });
  });

  it("a redirecting action is read as a redirect, a replacing one as such", async () => {
    expect(await readSingleFetchAnswer(await post("/form", { go: "away" }))).toEqual({ kind: "redirect", to: "/done", replace: false });
    expect(await readSingleFetchAnswer(await post("/form", { go: "replace" }))).toMatchObject({ kind: "redirect", to: "/done" });
  });

  it("a data request counts as the page it is for, as the router routes it", async () => {
    expect(pageOfDataPath("/pro/leads/1.data")).toBe("/pro/leads/1");
    expect(pageOfDataPath("/_.data")).toBe("/");
    expect(pageOfDataPath("/pro")).toBeUndefined();
    for (const page of ["/form", "/"]) {
      const answer = await handle(new Request(dataUrlOf(new URL(page, origin))));
      expect(answer.status).toBe(200);
      expect(pageOfDataPath(dataUrlOf(new URL(page, origin)).pathname)).toBe(page);
      expect(await answer.text()).toContain(page === "/" ? "home" : "form");
    }
  });
});

describe("React Router's hydration", () => {
  it("the router's state is in the global the document scripts check for (<Scripts> writes it, HydratedRouter reads it)", () => {
    // The package's own files, found from its entry: dist/<mode>/index.js.
    const dist = path.dirname(createRequire(import.meta.url).resolve("react-router"));
    const read = (file: string) => readFileSync(path.join(dist, file), "utf8");
    expect(read("lib/dom/ssr/components.js")).toContain(`window.${ROUTER_CONTEXT_GLOBAL} = `);
    expect(read("lib/dom-export/hydrated-router.js")).toContain(`window.${ROUTER_CONTEXT_GLOBAL}`);
  });
});
