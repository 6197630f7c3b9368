/**
 * The outbound guard against a loopback stand-in. "Public" addresses come
 * only from injected resolvers, and every case with one is refused before a
 * socket opens: no test sends traffic off this machine.
 */
import { createServer, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startHttpStandIn } from "../../../tests/support/http-stand-in";
import { outboundMessages, sendOutbound, type OutboundPolicy } from "./send-outbound.server";
import { pinnedLookup } from "./pinned-lookup.server";

const production: OutboundPolicy = { allowLoopback: false };
const development: OutboundPolicy = { allowLoopback: true };

describe("sendOutbound", () => {
  let standIn: Awaited<ReturnType<typeof startHttpStandIn>>;
  beforeAll(async () => {
    standIn = await startHttpStandIn();
  });
  afterAll(() => standIn.stop());
  afterEach(() => {
    standIn.requests.length = 0;
    standIn.respond(() => ({ status: 201, body: "{}" }));
  });
  const port = () => new URL(standIn.url).port;
  const post = (url: string, policy: OutboundPolicy, extra: { maxBodyBytes?: number } = {}) =>
    sendOutbound({ url, method: "POST", body: "hello", ...extra }, policy);

  it("refuses every reproduced internal target in production, before connecting", async () => {
    for (const url of [
      `https://127.0.0.1:${port()}/p`,
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/p",
      "https://10.0.0.5/p",
      "https://[::ffff:127.0.0.1]/p",
      "https://[fd00:ec2::254]/p",
      "http://0x7f.1/p",
    ]) {
      const refusal = await post(url, production).then(
        () => "sent",
        (error: unknown) => error,
      );
      expect({ url, refusal }).toMatchObject({ url, refusal: { reason: "refused", permanent: true, message: outboundMessages.refused } });
    }
    expect(standIn.requests).toEqual([]);
  });

  it("resolves the name and refuses one that points at loopback or inside, even when another answer is public", async () => {
    const toLoopback = { ...production, resolve: async () => ["127.0.0.1"] };
    await expect(post(`http://push.attacker.example:${port()}/p`, toLoopback)).rejects.toMatchObject({ reason: "refused" });
    // DNS rebinding in one answer: a public address first, loopback second.
    const mixed = { ...production, resolve: async () => ["93.184.215.14", "127.0.0.1"] };
    await expect(post(`http://rebind.example:${port()}/p`, mixed)).rejects.toMatchObject({ reason: "refused" });
    const mapped = { ...production, resolve: async () => ["::ffff:10.0.0.5"] };
    await expect(post("https://mapped.example/p", mapped)).rejects.toMatchObject({ reason: "refused" });
    expect(standIn.requests).toEqual([]);
  });

  it("asks the resolver once and connects to the address it checked, not to a later answer", async () => {
    const asked: string[] = [];
    // A rebinding resolver: the checked answer first, something else on every later question.
    const rebinding = { ...development, resolve: async (host: string) => (asked.push(host) === 1 ? ["127.0.0.1"] : ["127.0.0.2"]) };
    const answer = await post(`http://stand-in.example:${port()}/pinned`, rebinding);
    expect(answer.status).toBe(201);
    expect(asked).toEqual(["stand-in.example"]);
    expect(standIn.requests.map((r) => [r.path, r.headers.host])).toEqual([["/pinned", `stand-in.example:${port()}`]]);
  });

  it("the socket's lookup answers with the checked address, whatever it is asked, in both of Node's forms", () => {
    const lookup = pinnedLookup("203.0.113.9");
    const answers: unknown[] = [];
    lookup("anything.example", { all: true }, (_e, address) => answers.push(address));
    lookup("other.example", {}, (_e, address, family) => answers.push([address, family]));
    expect(answers).toEqual([[{ address: "203.0.113.9", family: 4 }], ["203.0.113.9", 4]]);
    expect(() => pinnedLookup("not-an-ip")).toThrow("pinnedLookup needs an IP address");
  });

  it("lets loopback through outside production only, and a configured service wherever it is", async () => {
    expect((await post(`${standIn.url}/dev`, development)).status).toBe(201);
    await expect(post(`${standIn.url}/prod`, production)).rejects.toMatchObject({ reason: "refused" });
    expect((await post(`${standIn.url}/configured`, { ...production, trustedOrigin: standIn.url })).status).toBe(201);
    // Only that origin: another port on the same host is not the configured service.
    await expect(post(`http://127.0.0.1:1/other`, { ...production, trustedOrigin: standIn.url })).rejects.toMatchObject({ reason: "refused" });
    expect(standIn.requests.map((r) => r.path)).toEqual(["/dev", "/configured"]);
  });

  it("never follows a redirect, to loopback or anywhere: a 3xx is a failure with a fixed message", async () => {
    standIn.respond((r) =>
      r.path === "/start" ? { status: 302, headers: { location: `${standIn.url}/internal` }, body: "secret internal page" } : { status: 200, body: "internal" },
    );
    await expect(post(`${standIn.url}/start`, development, { maxBodyBytes: 1000 })).rejects.toMatchObject({
      reason: "redirect",
      httpStatus: 302,
      message: "HTTP 302: redirects are not followed.",
    });
    expect(standIn.requests.map((r) => r.path)).toEqual(["/start"]);
  });

  it("reads no body unless asked, at most maxBodyBytes when asked, and keeps the other side's words out of its messages", async () => {
    standIn.respond(() => ({ status: 500, body: "root:x:0:0:root:/root:/bin/bash" }));
    const quiet = await post(`${standIn.url}/x`, development);
    expect(quiet).toMatchObject({ status: 500 });
    expect(quiet.body.length).toBe(0);
    standIn.respond(() => ({ status: 200, body: "x".repeat(5000) }));
    expect((await post(`${standIn.url}/x`, development, { maxBodyBytes: 5000 })).body.toString()).toHaveLength(5000);
    const long = post(`${standIn.url}/x`, development, { maxBodyBytes: 100 });
    await expect(long).rejects.toMatchObject({ reason: "too_large", message: outboundMessages.tooLarge });
  });

  it("refuses a URL that is not http(s), and retries a name that does not resolve", async () => {
    await expect(post("file:///etc/passwd", development)).rejects.toMatchObject({ reason: "bad_url", permanent: true });
    await expect(post("https://gone.example/p", { ...production, resolve: () => Promise.reject(new Error("ENOTFOUND")) })).rejects.toMatchObject({
      reason: "unresolved",
      permanent: false,
      message: "The host gone.example could not be resolved.",
    });
  });

  describe("time limits", () => {
    let silent: Server;
    let silentUrl: string;
    beforeAll(async () => {
      // Takes the request and never answers.
      silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
      silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      silent.closeAllConnections();
      return new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it("gives up on an answer that does not come within the total time", async () => {
      await expect(sendOutbound({ url: `${silentUrl}/slow`, method: "POST", timeoutMs: 200 }, development)).rejects.toMatchObject({
        reason: "timeout",
        message: outboundMessages.timeout,
      });
    });

    it("gives up on a connection that does not complete in the connect time (a TLS handshake that never comes)", async () => {
      const sockets: Socket[] = [];
      const mute: TcpServer = createTcpServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", () => resolve()));
      try {
        const url = `https://127.0.0.1:${(mute.address() as AddressInfo).port}/p`;
        await expect(sendOutbound({ url, method: "POST", connectTimeoutMs: 200, timeoutMs: 5_000 }, development)).rejects.toMatchObject({
          reason: "timeout",
          message: outboundMessages.connectTimeout,
        });
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => mute.close(() => resolve()));
      }
    });

    it("gives up when the caller's signal aborts", async () => {
      const controller = new AbortController();
      const pending = sendOutbound({ url: `${silentUrl}/slow`, method: "POST", signal: controller.signal }, development);
      controller.abort();
      await expect(pending).rejects.toMatchObject({ reason: "timeout" });
    });
  });
});
