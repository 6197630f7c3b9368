import { describe, expect, it } from "vitest";
import { formatPhoneForPeople, telHref } from "./phone-display";

describe("formatPhoneForPeople", () => {
  it("shows a stored US number the way people write it", () => {
    expect(formatPhoneForPeople("+17186224380")).toBe("(718) 622-4380");
  });
  it("reads a freely typed US number the same way", () => {
    expect(formatPhoneForPeople("718-622-4380")).toBe("(718) 622-4380");
    expect(formatPhoneForPeople("1 (718) 622 4380")).toBe("(718) 622-4380");
  });
  it("shows anything else as given", () => {
    expect(formatPhoneForPeople("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhoneForPeople("ask at desk")).toBe("ask at desk");
  });
});

describe("telHref", () => {
  it("dials a US number in E.164", () => {
    expect(telHref("+17186224380")).toBe("tel:+17186224380");
    expect(telHref("(718) 622-4380")).toBe("tel:+17186224380");
  });
  it("dials another number by its digits", () => {
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});
