import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticPages } from "./static-pages.ts";

const TOKEN = "A".repeat(43);

describe("static pages and the session cookie", () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "thp-static-"));
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "about", "index.html"), "<!doctype html><p>prerendered</p>");
    const pages = staticPages(dir);
    const app = express();
    app.use(pages.match, pages.send);
    app.use((_req, res) => void res.status(200).send("server render"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the file to a visitor without a session, cacheable and varying on Cookie", async () => {
    const res = await fetch(`${origin}/about`, { headers: { cookie: "thp_consent=all" } });
    expect(await res.text()).toContain("prerendered");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("vary")).toBe("Cookie");
  });

  it("hands a visitor with a session cookie to the server render (the signed-in header)", async () => {
    const res = await fetch(`${origin}/about`, { headers: { cookie: `thp_consent=all; thp_session=${TOKEN}` } });
    expect(await res.text()).toBe("server render");
    // Not the file's 304 either: a browser that cached the anonymous file revalidates into the server render.
    const etag = (await fetch(`${origin}/about`)).headers.get("etag")!;
    const revalidated = await fetch(`${origin}/about`, { headers: { cookie: `thp_session=${TOKEN}`, "if-none-match": etag } });
    expect(revalidated.status).toBe(200);
  });

  it("keeps serving the file when the cookie is not a session token", async () => {
    const res = await fetch(`${origin}/about`, { headers: { cookie: "thp_session=garbage" } });
    expect(await res.text()).toContain("prerendered");
  });
});
