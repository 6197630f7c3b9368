import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpStandIn } from "../../../tests/support/http-stand-in";
import { guardedFetch } from "./guarded-fetch.server";

describe("guardedFetch (the fetch Stripe's client is given)", () => {
  let api: Awaited<ReturnType<typeof startHttpStandIn>>;
  beforeAll(async () => {
    api = await startHttpStandIn();
  });
  afterAll(() => api.stop());

  it("reaches the configured origin in production and answers like fetch", async () => {
    api.respond(() => ({ status: 200, body: '{"id":"cs_test_1"}', headers: { "request-id": "req_1" } }));
    const fetchLike = guardedFetch({ allowLoopback: false, trustedOrigin: api.url });
    const response = await fetchLike(`${api.url}/v1/checkout/sessions`, { method: "POST", headers: [["authorization", "Bearer sk_test_x"]], body: "a=1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("request-id")).toBe("req_1");
    expect(await response.json()).toEqual({ id: "cs_test_1" });
    expect(api.requests.at(-1)).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", body: "a=1" });
    expect(api.requests.at(-1)!.headers.authorization).toBe("Bearer sk_test_x");
  });

  it("refuses another origin on this machine, and a redirect, as a fetch failure with the guard's words", async () => {
    const fetchLike = guardedFetch({ allowLoopback: false, trustedOrigin: "https://api.stripe.com" });
    await expect(fetchLike(`${api.url}/v1/x`)).rejects.toThrow(
      new TypeError("The address is on this server's own or a private network, which is not allowed."),
    );
    api.respond(() => ({ status: 301, headers: { location: "http://169.254.169.254/" } }));
    const trusted = guardedFetch({ allowLoopback: false, trustedOrigin: api.url });
    await expect(trusted(`${api.url}/v1/x`)).rejects.toThrow("HTTP 301: redirects are not followed.");
  });
});
