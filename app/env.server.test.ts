import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

const trustProxy = (value?: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY", () => {
  it("defaults to a proxy on this machine", () => {
    expect(trustProxy()).toEqual(["loopback"]);
  });

  it("takes false, a hop count, or a list of names, addresses and CIDR ranges", () => {
    expect(trustProxy("false")).toBe(false);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("loopback, 10.0.0.0/8,192.168.1.7, fd00::/8, ::1")).toEqual(["loopback", "10.0.0.0/8", "192.168.1.7", "fd00::/8", "::1"]);
  });

  it("refuses anything else, naming what it did not understand", () => {
    expect(() => trustProxy("true")).toThrow(EnvError);
    expect(() => trustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY: .*not understood: 10\.0\.0\.0\/33/);
    expect(() => trustProxy("loopback,proxy.internal")).toThrow(/not understood: proxy\.internal/);
    expect(() => trustProxy(",")).toThrow(/TRUST_PROXY/);
  });
});

describe("HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS and KEEP_ALIVE_TIMEOUT_SECONDS", () => {
  it("default to 10 s, 60 s and 5 s, and take fractions (tests use short ones)", () => {
    expect(parseEnv({})).toMatchObject({ HEADERS_TIMEOUT_SECONDS: 10, REQUEST_TIMEOUT_SECONDS: 60, KEEP_ALIVE_TIMEOUT_SECONDS: 5 });
    expect(parseEnv({ HEADERS_TIMEOUT_SECONDS: "0.5", REQUEST_TIMEOUT_SECONDS: "2" })).toMatchObject({
      HEADERS_TIMEOUT_SECONDS: 0.5,
      REQUEST_TIMEOUT_SECONDS: 2,
    });
  });

  it("refuses headers allowed longer than the whole request, and a zero (Node reads 0 as no limit)", () => {
    expect(() => parseEnv({ HEADERS_TIMEOUT_SECONDS: "30", REQUEST_TIMEOUT_SECONDS: "20" })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => parseEnv({ REQUEST_TIMEOUT_SECONDS: "0" })).toThrow(/REQUEST_TIMEOUT_SECONDS: must be at least 0.1/);
  });
});

describe("BACKUP_DIR and BACKUP_KEEP", () => {
  it("no nightly backup unless BACKUP_DIR is set; seven kept by default", () => {
    expect(parseEnv({}).BACKUP_DIR).toBeUndefined();
    expect(parseEnv({}).BACKUP_KEEP).toBe(7);
    expect(parseEnv({ BACKUP_DIR: "/var/backups/homepros", BACKUP_KEEP: "14" })).toMatchObject({ BACKUP_DIR: "/var/backups/homepros", BACKUP_KEEP: 14 });
  });

  it("refuses a BACKUP_KEEP that would keep nothing or is not a whole number", () => {
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP: must be at least 1/);
    expect(() => parseEnv({ BACKUP_KEEP: "2.5" })).toThrow(/BACKUP_KEEP: must be a whole number/);
  });
});

describe("DEMO_TOTP_SECRET", () => {
  // A secret the seed enrols is later read by otplib at every sign-in code: one it refuses would be a 500 there.
  const libraryAccepts = async (secret: string) => {
    const { generateSync } = await import("otplib");
    try {
      generateSync({ secret, epoch: 0 });
      return true;
    } catch {
      return false;
    }
  };
  const candidates = [
    "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", // 20 bytes: what the e2e server uses
    "jbswy3dpehpk3pxpjbswy3dpehpk3pxp", // lower case decodes the same
    "JBSWY3DPEHPK3PXP", // 10 bytes: passed the seed's old pattern, too short for the library
    "A4DQOBYHA4DQOBYHA4DQOBYH", // 15 bytes
    "ONUXQ5DFMVXC2YTZORSS223FPE", // 16 bytes, the library's minimum
    "A".repeat(103), // 64 bytes, the maximum
    "A".repeat(104), // 65 bytes
    "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX1", // 1 is not base32
    "JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP", // spaces as an app shows them
    "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPA", // a length base32 cannot have
  ];

  it("unset by default", () => {
    expect(parseEnv({}).DEMO_TOTP_SECRET).toBeUndefined();
  });

  it("takes exactly the secrets the authenticator library takes; any other stops the start naming the variable, never echoing the value", async () => {
    const outcomeOf = (secret: string): { parsed?: string; error?: string } => {
      try {
        return { parsed: parseEnv({ DEMO_TOTP_SECRET: secret }).DEMO_TOTP_SECRET };
      } catch (error) {
        return { error: error instanceof EnvError ? error.message : `not an EnvError: ${String(error)}` };
      }
    };
    for (const secret of candidates) {
      const outcome = outcomeOf(secret);
      const refused = { error: expect.stringMatching(/DEMO_TOTP_SECRET: must be base32/) };
      expect({ secret, outcome }).toEqual({ secret, outcome: (await libraryAccepts(secret)) ? { parsed: secret } : refused });
      expect(outcome.error ?? "").not.toContain(secret);
    }
    expect((await Promise.all(candidates.map(libraryAccepts))).filter(Boolean)).toHaveLength(4);
  });

  it("an accepted secret gives codes the sign-in check accepts", async () => {
    const { totpCode, verifyTotp } = await import("~/lib/auth/totp.server");
    const secret = parseEnv({ DEMO_TOTP_SECRET: "ONUXQ5DFMVXC2YTZORSS223FPE" }).DEMO_TOTP_SECRET!;
    const now = new Date("2026-12-01T12:00:00Z");
    expect(await verifyTotp(secret, await totpCode(secret, now), now, null)).toEqual(expect.any(Number));
  });
});

describe("METRICS_TOKEN", () => {
  it("takes a long token of visible characters; refuses a short one, or one no Authorization header carries intact (control characters, non-ASCII, spaces at an end)", () => {
    expect(parseEnv({ METRICS_TOKEN: "s3cr3t-metrics-token_0123456789" }).METRICS_TOKEN).toBe("s3cr3t-metrics-token_0123456789");
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    for (const bad of [" metrics-token-0123456789", "metrics-token-0123456789\n", "metrics-token-\u00e9-0123456789", "metrics\ttoken0123456789"]) {
      expect(() => parseEnv({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN: must be visible ASCII/);
    }
  });
});
