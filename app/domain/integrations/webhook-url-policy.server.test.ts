import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { webhookUrlMessages } from "~/forms/webhook-settings";
import { checkWebhookUrlOnServer, isPrivateAddress, webhookUrlOptionsFor } from "./webhook-url-policy.server";

const production = { allowLocalHttp: false };
const development = { allowLocalHttp: true };

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "[::1]",
    "::",
    "fd00::1",
    "fe80::1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "ff02::1",
  ])("%s is not public", (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(["8.8.8.8", "93.184.216.34", "2606:4700::1111", "example.com"])("%s is not a private address", (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});

describe("checkWebhookUrlOnServer", () => {
  it("accepts a public https URL and stores the normalized form", () => {
    expect(checkWebhookUrlOnServer("  https://Hooks.Example.com/leads?x=1 ", production)).toEqual({ ok: true, value: "https://hooks.example.com/leads?x=1" });
    expect(checkWebhookUrlOnServer("https://93.184.216.34:8443/in", production)).toEqual({ ok: true, value: "https://93.184.216.34:8443/in" });
  });

  it.each([
    ["https://127.0.0.1/h", webhookUrlMessages.local],
    ["https://0x7f.1/h", webhookUrlMessages.local],
    ["https://2130706433/h", webhookUrlMessages.local],
    ["https://[::ffff:127.0.0.1]/h", webhookUrlMessages.local],
    ["https://10.0.0.5/h", webhookUrlMessages.local],
    ["https://169.254.169.254/latest/meta-data", webhookUrlMessages.local],
    ["https://[fd12::1]/h", webhookUrlMessages.local],
    ["https://localhost/h", webhookUrlMessages.local],
    ["https://api.localhost/h", webhookUrlMessages.local],
    ["http://hooks.example.com/h", webhookUrlMessages.https],
    ["https://user:secret@hooks.example.com/h", webhookUrlMessages.credentials],
    ["ftp://hooks.example.com/h", webhookUrlMessages.invalid],
    ["javascript:alert(1)", webhookUrlMessages.invalid],
    ["hooks.example.com", webhookUrlMessages.invalid],
    ["", webhookUrlMessages.required],
    [`https://example.com/${"a".repeat(500)}`, webhookUrlMessages.tooLong],
  ])("refuses %s in production", (url, message) => {
    expect(checkWebhookUrlOnServer(url, production)).toEqual({ ok: false, message });
  });

  it("in development allows http to localhost and 127.0.0.1 only, never another private address", () => {
    expect(checkWebhookUrlOnServer("http://localhost:4000/h", development)).toEqual({ ok: true, value: "http://localhost:4000/h" });
    expect(checkWebhookUrlOnServer("http://127.0.0.1:4000/h", development)).toMatchObject({ ok: true });
    expect(checkWebhookUrlOnServer("http://10.0.0.5/h", development)).toEqual({ ok: false, message: webhookUrlMessages.https });
    expect(checkWebhookUrlOnServer("https://192.168.0.10/h", development)).toEqual({ ok: false, message: webhookUrlMessages.local });
    expect(checkWebhookUrlOnServer("http://hooks.example.com/h", development)).toEqual({ ok: false, message: webhookUrlMessages.https });
  });

  it("local receivers are allowed outside production only, by NODE_ENV (unset is production), whatever PUBLIC_URL's scheme", () => {
    expect(webhookUrlOptionsFor(parseEnv({ NODE_ENV: "development" }))).toEqual(development);
    expect(webhookUrlOptionsFor(parseEnv({ NODE_ENV: "test", PUBLIC_URL: "https://thp.example" }))).toEqual(development);
    // A production site behind a TLS proxy may be configured with an http PUBLIC_URL: still production.
    expect(webhookUrlOptionsFor(parseEnv({ PUBLIC_URL: "http://localhost:3000" }))).toEqual(production);
    expect(webhookUrlOptionsFor(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "http://thp.internal:3000" }))).toEqual(production);
  });
});
