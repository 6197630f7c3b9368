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
