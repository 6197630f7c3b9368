import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isPrivateAddress } from "./address-rules.server";

describe("isPrivateAddress: the addresses no outbound request may reach", () => {
  it.each([
    ["loopback", ["127.0.0.1", "127.255.255.254", "::1", "[::1]"]],
    ["private 10/8", ["10.0.0.5", "10.255.255.255"]],
    ["private 172.16/12", ["172.16.0.1", "172.31.255.255"]],
    ["private 192.168/16", ["192.168.0.1", "192.168.255.255"]],
    ["CGNAT 100.64/10 (and the metadata address some clouds keep there)", ["100.64.0.1", "100.127.255.255", "100.100.100.200"]],
    ["link-local and cloud metadata (AWS, GCP, Azure; Oracle at 192.0.0.192)", ["169.254.0.1", "169.254.169.254", "192.0.0.192", "fe80::1", "febf:ffff::1"]],
    ["unique-local (with AWS's IPv6 metadata address)", ["fc00::1", "fd12:3456::1", "fd00:ec2::254"]],
    ["multicast", ["224.0.0.1", "239.255.255.250", "ff02::1", "ff0e::1"]],
    ["unspecified", ["0.0.0.0", "0.1.2.3", "::"]],
    ["broadcast and reserved", ["255.255.255.255", "240.0.0.1"]],
    [
      "IPv4-mapped IPv6 forms of those",
      [
        "::ffff:127.0.0.1",
        "::ffff:7f00:1",
        "::ffff:10.0.0.5",
        "::ffff:169.254.169.254",
        "::ffff:a9fe:a9fe",
        "::ffff:192.168.1.1",
        "::ffff:100.64.0.1",
        "::ffff:0.0.0.0",
      ],
    ],
    ["IPv4-compatible, NAT64 and 6to4 forms", ["::127.0.0.1", "::a00:5", "64:ff9b::a00:1", "64:ff9b::7f00:1", "2002:7f00:1::"]],
    ["documentation and benchmarking", ["192.0.2.1", "198.51.100.1", "203.0.113.1", "198.18.0.1", "2001:db8::1"]],
  ])("%s", (_name, addresses) => {
    expect(addresses.filter((address) => !isPrivateAddress(address))).toEqual([]);
  });

  it.each([
    "8.8.8.8",
    "93.184.215.14",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.0.1",
    "::ffff:8.8.8.8",
    "2606:4700::1111",
    "2a00:1450:4001::200e",
  ])("%s is public", (address) => expect(isPrivateAddress(address)).toBe(false));

  it("says nothing about a name (names are resolved first)", () => {
    expect(isPrivateAddress("localhost")).toBe(false);
  });
});

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1"])("%s is this machine", (address) => expect(isLoopbackAddress(address)).toBe(true));
  it.each(["10.0.0.5", "169.254.169.254", "fd00::1", "0.0.0.0", "::", "8.8.8.8", "localhost"])("%s is not loopback", (address) =>
    expect(isLoopbackAddress(address)).toBe(false),
  );
});
