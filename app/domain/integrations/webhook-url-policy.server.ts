import { BlockList, isIP } from "node:net";
import { checkWebhookUrl, isLocalHostname, webhookUrlMessages, type WebhookUrlOptions } from "~/forms/webhook-settings";

/**
 * Addresses a webhook must never reach (SSRF): this host, private networks,
 * link-local (cloud metadata at 169.254.169.254), shared, reserved,
 * documentation and multicast ranges. IPv4-mapped IPv6 addresses
 * (::ffff:10.0.0.1) are matched against the IPv4 rules by BlockList itself.
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
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // NAT64 and 6to4 embed an IPv4 address that may be private.
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

/**
 * True for an IP address that is not a public unicast address. Exported for
 * the webhook sender, which should check the address a host name resolves to
 * as well: a public name can point at a private address (DNS rebinding).
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return false;
  return blocked.check(bare, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The whole server-side rule for a webhook URL: the form's rules
 * (app/forms/webhook-settings.ts), then no private or loopback IP literal,
 * except localhost / 127.0.0.1 / [::1] in development.
 */
export function checkWebhookUrlOnServer(raw: string, options: WebhookUrlOptions): ReturnType<typeof checkWebhookUrl> {
  const checked = checkWebhookUrl(raw, options);
  if (!checked.ok) return checked;
  const { hostname } = new URL(checked.value);
  if (isPrivateAddress(hostname) && !(options.allowLocalHttp && isLocalHostname(hostname))) return { ok: false, message: webhookUrlMessages.local };
  return checked;
}

/** Development is when the site itself is served over http (PUBLIC_URL, README "Configuration"). */
export function webhookUrlOptionsFor(publicUrl: string): WebhookUrlOptions {
  return { allowLocalHttp: publicUrl.startsWith("http:") };
}
