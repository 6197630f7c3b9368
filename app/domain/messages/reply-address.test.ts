import { describe, expect, it } from "vitest";
import { formatReplyAddress, parseReplyAddress, replyMacInput, replyWindowOpen } from "./reply-address";

const purchaseId = "0b6e2f4c-7d1a-4c3e-9f7a-2b8c1d0e5f6a";
const mac = "0123456789abcdef0123";
const domain = "reply.example.com";

describe("reply addresses", () => {
  it("writes the purchase as 32 hex digits, the side as a letter and the MAC, at the domain", () => {
    expect(formatReplyAddress({ purchaseId, side: "pro", mac }, domain)).toBe(`reply+0b6e2f4c7d1a4c3e9f7a2b8c1d0e5f6ap${mac}@reply.example.com`);
    expect(formatReplyAddress({ purchaseId, side: "homeowner", mac }, "Reply.Example.COM")).toBe(
      `reply+0b6e2f4c7d1a4c3e9f7a2b8c1d0e5f6ah${mac}@reply.example.com`,
    );
  });

  it("reads back what it wrote, whatever the case the mail system gave it", () => {
    const address = formatReplyAddress({ purchaseId, side: "homeowner", mac }, domain);
    expect(parseReplyAddress(address, domain)).toEqual({ purchaseId, side: "homeowner", mac });
    expect(parseReplyAddress(address.toUpperCase(), domain)).toEqual({ purchaseId, side: "homeowner", mac });
  });

  it("refuses another domain, another shape, a display name and truncated or padded tokens", () => {
    const address = formatReplyAddress({ purchaseId, side: "pro", mac }, domain);
    const refused = [
      address.replace("@reply.example.com", "@example.com"),
      address.replace("@reply.example.com", "@reply.example.com.evil.test"),
      address.replace("reply+", "replies+"),
      address.replace("reply+", ""),
      address.replace(`p${mac}`, `x${mac}`),
      address.replace(mac, mac.slice(1)),
      address.replace(mac, `${mac}0`),
      address.replace(mac, "g".repeat(20)),
      `Pro <${address}>`,
      `<${address}>`,
      `${address}@${domain}`,
      "",
      "@",
      `reply+${"0".repeat(300)}@${domain}`,
    ];
    expect(refused.map((a) => parseReplyAddress(a, domain))).toEqual(refused.map(() => null));
  });

  it("keys the MAC to the side, so one side's address never writes as the other", () => {
    expect(replyMacInput(purchaseId, "pro")).not.toBe(replyMacInput(purchaseId, "homeowner"));
    expect(replyMacInput(purchaseId.toUpperCase(), "pro")).toBe(replyMacInput(purchaseId, "pro"));
  });

  it("refuses to write an address for something that is not a purchase id", () => {
    expect(() => formatReplyAddress({ purchaseId: "42", side: "pro", mac }, domain)).toThrow(/UUID/);
  });
});

describe("replyWindowOpen", () => {
  const last = new Date("2026-09-01T12:00:00Z");
  it("is open until the thread has been quiet for the whole window, and shut from then on", () => {
    expect(replyWindowOpen(last, new Date("2026-11-29T11:59:59Z"), 90)).toBe(true);
    expect(replyWindowOpen(last, new Date("2026-11-30T12:00:00Z"), 90)).toBe(false);
    expect(replyWindowOpen(last, new Date("2027-06-01T00:00:00Z"), 90)).toBe(false);
  });
});
