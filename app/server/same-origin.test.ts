import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOrigin } from "./same-origin";

const PUBLIC = "https://homepros.example";

/** A real Express app with the guard in front of a handler that answers 200 (trust proxy as configured). */
function guarded(trustProxy: false | string[]): express.Express {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(sameOrigin(PUBLIC));
  app.all("/{*splat}", (_req, res) => void res.status(200).send("ok"));
  return app;
}

let servers: Server[] = [];
let trusting = "";
let untrusting = "";

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
}

beforeAll(async () => {
  trusting = await listen(guarded(["loopback"]));
  untrusting = await listen(guarded(false));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

/** Raw HTTP, so exactly the headers given are sent (fetch would add its own). */
function post(hostPort: string, headers: Record<string, string>, method = "POST", path = "/contact"): Promise<number> {
  const [host, port] = hostPort.split(":");
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port: Number(port), method, path, headers: { "content-length": "0", ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("sameOrigin", () => {
  it("lets reads through whatever they carry", async () => {
    expect(await post(trusting, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, "GET")).toBe(200);
  });

  it("accepts a post from PUBLIC_URL or from the origin the browser used directly", async () => {
    expect(await post(trusting, { origin: PUBLIC, "sec-fetch-site": "same-origin" })).toBe(200);
    expect(await post(trusting, { origin: `http://${trusting}`, "sec-fetch-site": "same-origin" })).toBe(200);
  });

  it("refuses a cross-site post by Sec-Fetch-Site, by Origin, or an opaque origin", async () => {
    expect(await post(trusting, { "sec-fetch-site": "cross-site" })).toBe(403);
    expect(await post(trusting, { "sec-fetch-site": "same-site", origin: PUBLIC })).toBe(403);
    expect(await post(trusting, { origin: "https://evil.example" })).toBe(403);
    expect(await post(trusting, { origin: "null" })).toBe(403);
  });

  it("behind a trusted proxy, takes PUBLIC_URL as the browser's origin, not the upstream Host", async () => {
    const proxied = { host: "127.0.0.1:3000", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };
    expect(await post(trusting, { ...proxied, origin: PUBLIC })).toBe(200);
    // The upstream address is not the browser's origin once a proxy relayed the request.
    expect(await post(trusting, { ...proxied, origin: "https://127.0.0.1:3000" })).toBe(403);
  });

  it("does not take forwarded headers from an untrusted peer", async () => {
    // TRUST_PROXY=false: X-Forwarded-Proto is ignored, the request is judged by its own scheme and Host.
    const spoofed = { "x-forwarded-proto": "https", origin: `https://${untrusting}` };
    expect(await post(untrusting, spoofed)).toBe(403);
    expect(await post(untrusting, { "x-forwarded-proto": "https", origin: `http://${untrusting}` })).toBe(200);
  });

  it("lets a cross-site post through to the one-click unsubscribe URL of alert e-mails only (RFC 8058)", async () => {
    const token = "ab".repeat(32);
    const webmail = { origin: "https://mail.example", "sec-fetch-site": "cross-site" };
    expect(await post(trusting, webmail, "POST", `/alerts/unsubscribe/${token}`)).toBe(200);
    expect(await post(trusting, webmail, "POST", `/alerts/unsubscribe/${token}/x`)).toBe(403);
    expect(await post(trusting, webmail, "POST", "/alerts/unsubscribe/not-a-token")).toBe(403);
    expect(await post(trusting, webmail, "POST", `/pro/settings?u=/alerts/unsubscribe/${token}`)).toBe(403);
    expect(await post(trusting, webmail, "PUT", `/alerts/unsubscribe/${token}`)).toBe(403);
  });

  describe("a post with neither Origin nor Sec-Fetch-Site (not a current browser)", () => {
    it("is let through without a Referer, or with one of our pages as Referer", async () => {
      expect(await post(trusting, {})).toBe(200);
      expect(await post(trusting, { referer: `${PUBLIC}/contact` })).toBe(200);
      expect(await post(trusting, { referer: `http://${trusting}/get-quotes?x=1` })).toBe(200);
    });

    it("is refused with a cross-site or unreadable Referer", async () => {
      expect(await post(trusting, { referer: "https://evil.example/contact" })).toBe(403);
      expect(await post(trusting, { referer: "https://homepros.example.evil.example/" })).toBe(403);
      expect(await post(trusting, { referer: "not a url" })).toBe(403);
    });

    it("lets the providers' webhooks through: they authenticate by signature, not by origin", async () => {
      expect(await post(trusting, { "user-agent": "TwilioProxy/1.1", "x-twilio-signature": "AAAA" }, "POST", "/webhooks/sms")).toBe(200);
      expect(await post(trusting, { "user-agent": "Stripe/1.0", "stripe-signature": "t=1,v1=00" }, "POST", "/webhooks/stripe")).toBe(200);
    });

    it("a same-origin Sec-Fetch-Site still decides when present", async () => {
      expect(await post(trusting, { "sec-fetch-site": "same-origin", referer: "https://evil.example/" })).toBe(200);
    });
  });
});
