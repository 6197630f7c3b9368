import { BlockList, isIP } from "node:net";

/**
 * Addresses no server-side request may reach (SSRF): this host, private
 * networks (10/8, 172.16/12, 192.168/16), shared CGNAT space (100.64/10, also
 * where some clouds keep their metadata service), link-local (169.254/16 with
 * the cloud metadata address 169.254.169.254, fe80::/10), unique-local
 * (fc00::/7, which holds AWS's IPv6 metadata address fd00:ec2::254),
 * multicast, unspecified, broadcast and the reserved, benchmarking and
 * documentation ranges. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are
 * matched against the IPv4 rules by BlockList itself; NAT64 and 6to4
 * prefixes are blocked whole because they embed an IPv4 address that may be
 * private.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  // 240/4 (reserved) ends with 255.255.255.255, the limited broadcast address.
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-compatible (deprecated) ::a.b.c.d; ::ffff:0:0/96 is handled by BlockList's own mapping.
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const bare = (address: string) => address.replace(/^\[|\]$/g, "");

/** True for an IP address (v4 or v6, brackets tolerated) that is not a public unicast address; false for anything that is not an IP address. */
export function isPrivateAddress(address: string): boolean {
  const ip = bare(address);
  const family = isIP(ip);
  if (family === 0) return false;
  return blocked.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** This machine's loopback interface: 127/8, ::1 and their IPv4-mapped form. */
export function isLoopbackAddress(address: string): boolean {
  const ip = bare(address);
  const family = isIP(ip);
  if (family === 0) return false;
  return loopback.check(ip, family === 4 ? "ipv4" : "ipv6");
}
