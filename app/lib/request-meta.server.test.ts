import { describe, expect, it } from "vitest";
import { requestMeta } from "./request-meta.server";

const request = (headers: Record<string, string>) => new Request("http://localhost:3000/get-quotes?category=solar", { method: "POST", headers });

describe("requestMeta", () => {
  it("keeps a valid IP, the user agent and our own Referer", () => {
    expect(requestMeta(request({ "user-agent": "UA", referer: "http://localhost:3000/services/solar" }), " 2001:db8::1 ")).toEqual({
      ip: "2001:db8::1",
      userAgent: "UA",
      pageUrl: "http://localhost:3000/services/solar",
    });
  });

  it("drops a forged IP and a foreign Referer, and bounds the user agent", () => {
    expect(requestMeta(request({ "user-agent": `x\u0001${"y".repeat(1000)}`, referer: "https://evil.example/" }), "1.2.3.4, 5.6.7.8")).toEqual({
      ip: null,
      userAgent: `x${"y".repeat(511)}`,
      pageUrl: "http://localhost:3000/get-quotes?category=solar",
    });
  });
});
