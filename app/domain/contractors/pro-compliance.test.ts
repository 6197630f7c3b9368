import { describe, expect, it } from "vitest";
import { verificationOf } from "./pro-compliance";

const pro = { licenseNumber: "CA-123456", licenseExpiresOn: "2027-03-31", insuranceProvider: "Acme Mutual", insuranceExpiresOn: "2026-12-31" };
const now = new Date("2026-06-01T12:00:00Z");

describe("verificationOf", () => {
  it("names the issuing state when the admin recorded one", () => {
    expect(verificationOf({ ...pro, licenseState: "CA" }, now).licence).toBe("Licence CA-123456 (California): verified, valid until 2027-03-31");
    expect(verificationOf({ ...pro, licenseState: "CA" }, now).short).toBe("licence CA-123456, insured");
  });

  it("states the licence number and both expiry dates as recorded", () => {
    expect(verificationOf(pro, now)).toEqual({
      licence: "Licence CA-123456: verified, valid until 2027-03-31",
      insurance: "Insurance (Acme Mutual): verified, valid until 2026-12-31",
      short: "licence CA-123456, insured",
    });
  });

  it("never calls a lapsed licence or policy valid", () => {
    const lapsed = verificationOf({ ...pro, licenseExpiresOn: "2026-05-31", insuranceExpiresOn: "2026-01-01" }, now);
    expect(lapsed.short).toBe("licence CA-123456 (expired), insurance expired");
    expect(lapsed.licence).toBe("Licence CA-123456: expired on 2026-05-31");
    expect(lapsed.insurance).toContain("expired on 2026-01-01");
  });

  it("leaves out an expiry date nobody recorded", () => {
    expect(verificationOf({ ...pro, licenseExpiresOn: null, insuranceExpiresOn: null }, now).licence).toBe("Licence CA-123456: verified");
  });
});
