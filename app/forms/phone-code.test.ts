import { describe, expect, it } from "vitest";
import { phoneCodeMessages, phoneCodeSchema } from "./phone-code";

describe("phoneCodeSchema", () => {
  it("takes 6 digits, with the spaces a person types dropped", () => {
    expect(phoneCodeSchema.parse({ intent: "verify-phone", code: " 123 456 " })).toEqual({ intent: "verify-phone", code: "123456" });
  });
  it("says what is wrong with an empty or a short code", () => {
    const empty = phoneCodeSchema.safeParse({ intent: "verify-phone", code: "" });
    expect(empty.error?.issues[0]?.message).toBe(phoneCodeMessages.required);
    const short = phoneCodeSchema.safeParse({ intent: "verify-phone", code: "12345" });
    expect(short.error?.issues[0]?.message).toBe(phoneCodeMessages.invalid);
  });
  it("takes a resend without a code", () => {
    expect(phoneCodeSchema.parse({ intent: "resend-code" })).toEqual({ intent: "resend-code" });
  });
});
