import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("PUSH_SERVICE_HOSTS_EXTRA", () => {
  it("adds nothing by default", () => {
    expect(parseEnv({}).PUSH_SERVICE_HOSTS_EXTRA).toEqual([]);
  });

  it("takes a comma list of host names and *. wildcards, lower-cased", () => {
    expect(parseEnv({ PUSH_SERVICE_HOSTS_EXTRA: " Push.Example.org, *.push.example.net ," }).PUSH_SERVICE_HOSTS_EXTRA).toEqual([
      "push.example.org",
      "*.push.example.net",
    ]);
  });

  it.each([
    "https://push.example.org",
    "push.example.org:8443",
    "push.example.org/path",
    "10.0.0.5",
    "127.0.0.1",
    "[::1]",
    "localhost",
    "push.localhost",
    "*",
    "*.com",
    "example",
    "push_example.org",
  ])("stops the start on %s, naming the variable and the entry", (value) => {
    expect(() => parseEnv({ PUSH_SERVICE_HOSTS_EXTRA: `push.example.org,${value}` })).toThrow(
      /PUSH_SERVICE_HOSTS_EXTRA: must be a comma list of host names .*\(not understood: /,
    );
  });
});
