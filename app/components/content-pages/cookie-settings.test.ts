import { describe, expect, it } from "vitest";
import { readCookieConsent, serializeCookieConsent } from "./cookie-settings";

const encoded = (value: unknown) => `cookie_consent=${encodeURIComponent(JSON.stringify(value))}`;

describe("readCookieConsent", () => {
  it("returns null when no choice has been made", () => {
    expect(readCookieConsent("")).toBeNull();
    expect(readCookieConsent("session=abc; theme=dark")).toBeNull();
  });

  it("reads the stored categories among other cookies", () => {
    const header = `a=1; ${encoded({ essential: true, performance: true, functional: false, targeting: true })}; b=2`;
    expect(readCookieConsent(header)).toEqual({
      essential: true,
      performance: true,
      functional: false,
      targeting: true,
    });
  });

  it("keeps essential on and treats missing or non-boolean values as refused", () => {
    expect(readCookieConsent(encoded({ essential: false, performance: "yes" }))).toEqual({
      essential: true,
      performance: false,
      functional: false,
      targeting: false,
    });
  });

  it("ignores malformed values and similarly named cookies", () => {
    expect(readCookieConsent("cookie_consent=%7Bnot-json")).toBeNull();
    expect(readCookieConsent("cookie_consent=%E0%A4%A")).toBeNull();
    expect(readCookieConsent(encoded([true]))).toBeNull();
    expect(readCookieConsent(encoded(null))).toBeNull();
    expect(readCookieConsent(`x_cookie_consent=${encodeURIComponent("{}")}`)).toBeNull();
  });

  it("round-trips what serializeCookieConsent writes", () => {
    const consent = { essential: true, performance: false, functional: true, targeting: false };
    const cookie = serializeCookieConsent(consent);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    expect(serializeCookieConsent(consent, { secure: true })).toContain("; Secure");
    const pair = cookie.split(";")[0] ?? "";
    expect(readCookieConsent(pair)).toEqual(consent);
  });
});
