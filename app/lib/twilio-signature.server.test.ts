import { describe, expect, it } from "vitest";
import { isTwilioSignatureValid, twilioSignature } from "./twilio-signature.server";

// The example of Twilio's "Validating requests" documentation: this token, URL and these POST parameters sign to this value.
const TOKEN = "12345";
const URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PARAMS: [string, string][] = [
  ["CallSid", "CA1234567890ABCDE"],
  ["Caller", "+14158675309"],
  ["Digits", "1234"],
  ["From", "+14158675309"],
  ["To", "+18005551212"],
];
const SIGNATURE = "RSOYDt4T1cUTdK1PDd93/VVr8B8=";

describe("Twilio request signatures", () => {
  it("reproduces the documented example, whatever order the parameters come in", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe(SIGNATURE);
    expect(twilioSignature(TOKEN, URL, PARAMS.toReversed())).toBe(SIGNATURE);
    expect(isTwilioSignatureValid(TOKEN, SIGNATURE, URL, PARAMS)).toBe(true);
  });

  it("refuses a changed parameter, URL, query string or token, a missing or malformed header", () => {
    const changed: [string, string][] = PARAMS.map(([k, v]) => [k, k === "Digits" ? "9999" : v]);
    expect(isTwilioSignatureValid(TOKEN, SIGNATURE, URL, changed)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, SIGNATURE, URL, [...PARAMS, ["Extra", ""]])).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, SIGNATURE, "https://mycompany.com/myapp.php", PARAMS)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, SIGNATURE, "https://mycompany.com/myapp.php?foo=1&bar=3", PARAMS)).toBe(false);
    expect(isTwilioSignatureValid("54321", SIGNATURE, URL, PARAMS)).toBe(false);
    for (const header of [null, "", "RSOYDt4T1cUTdK1PDd93/VVr8B8", "not base64 at all!", SIGNATURE.toLowerCase()]) {
      expect(isTwilioSignatureValid(TOKEN, header, URL, PARAMS)).toBe(false);
    }
  });

  it("accepts the URL signed with or without the scheme's default port, as Twilio may send either", () => {
    const withPort = twilioSignature(TOKEN, "https://mycompany.com:443/myapp.php?foo=1&bar=2", PARAMS);
    expect(withPort).not.toBe(SIGNATURE);
    expect(isTwilioSignatureValid(TOKEN, withPort, URL, PARAMS)).toBe(true);
    expect(isTwilioSignatureValid(TOKEN, SIGNATURE, "https://mycompany.com:443/myapp.php?foo=1&bar=2", PARAMS)).toBe(true);
    expect(
      isTwilioSignatureValid(TOKEN, twilioSignature(TOKEN, "http://localhost:3000/webhooks/sms", PARAMS), "http://localhost:3000/webhooks/sms", PARAMS),
    ).toBe(true);
  });

  it("signs a repeated parameter once per value, values in order", () => {
    const repeated: [string, string][] = [
      ["MediaUrl", "b"],
      ["Body", "x"],
      ["MediaUrl", "a"],
    ];
    expect(twilioSignature(TOKEN, URL, repeated)).toBe(
      twilioSignature(TOKEN, URL, [
        ["Body", "x"],
        ["MediaUrl", "a"],
        ["MediaUrl", "b"],
      ]),
    );
  });
});
