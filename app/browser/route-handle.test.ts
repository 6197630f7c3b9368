import { describe, expect, it } from "vitest";
import { pageRuntime } from "./page-runtime";
import { hydrated, isInteractive, islands, needsClientRuntime, pageIslands } from "./route-handle";

const quote = { name: "quote-request" };
const live = { name: "pro-live-updates" };
const page = (...handles: unknown[]) => [{ handle: undefined }, ...handles.map((handle) => ({ handle }))];

describe("what a page runs in the browser, from its routes' handles", () => {
  it("a content page runs nothing of ours", () => {
    expect(needsClientRuntime(page())).toBe(false);
    expect(pageIslands(page())).toBeUndefined();
    expect(isInteractive(page())).toBe(false);
  });

  it("a page with islands runs those islands and not the router", () => {
    expect(needsClientRuntime(page(islands(quote)))).toBe(false);
    expect(pageIslands(page(islands(quote)))).toEqual(["quote-request"]);
    expect(isInteractive(page(islands(quote)))).toBe(true);
  });

  it("a hydrated layout covers the child routes that say nothing", () => {
    expect(needsClientRuntime(page(hydrated, undefined))).toBe(true);
    expect(pageIslands(page(hydrated, undefined))).toBeUndefined();
    expect(isInteractive(page(hydrated, {}))).toBe(true);
  });

  it("a child route with islands under a hydrated layout runs only its islands", () => {
    expect(needsClientRuntime(page(hydrated, islands(live)))).toBe(false);
    expect(pageIslands(page(hydrated, islands(live)))).toEqual(["pro-live-updates"]);
    expect(isInteractive(page(hydrated, islands(live)))).toBe(true);
  });

  it("the deepest route that says decides, both ways", () => {
    expect(needsClientRuntime(page(islands(live), hydrated))).toBe(true);
    expect(pageIslands(page(islands(live), hydrated))).toBeUndefined();
  });

  it("names each island once", () => {
    expect(pageIslands(page(islands(live), islands(live, quote)))).toEqual(["pro-live-updates", "quote-request"]);
  });
});

describe("the scripts a page gets", () => {
  it("production: hydrated, islands or plain HTML, as the handles say", () => {
    expect(pageRuntime(page(hydrated), false)).toEqual({ kind: "hydrated" });
    expect(pageRuntime(page(hydrated, islands(live)), false)).toEqual({ kind: "islands", names: ["pro-live-updates"] });
    expect(pageRuntime(page(), false)).toEqual({ kind: "html" });
  });

  it("development hydrates a page with islands whole (the hot-reload preamble), and leaves plain HTML alone", () => {
    expect(pageRuntime(page(islands(quote)), true)).toEqual({ kind: "hydrated" });
    expect(pageRuntime(page(), true)).toEqual({ kind: "html" });
  });
});
