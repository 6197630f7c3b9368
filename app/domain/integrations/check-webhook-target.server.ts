import { lookup } from "node:dns/promises";
import { isLocalHostname, type WebhookUrlOptions } from "~/forms/webhook-settings";
import { isPrivateAddress } from "./webhook-url-policy.server";

export type WebhookTargetCheck = { ok: true } | { ok: false; permanent: boolean; message: string };

export type ResolveHost = (hostname: string) => Promise<string[]>;

const resolveAll: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Send-time SSRF check: the settings form refuses private IP literals, but a
 * public-looking name can resolve to a private or loopback address (or be
 * changed to after it was saved). Every address the name resolves to must be
 * public; local names pass only in development (allowLocalHttp), exactly as
 * the form allows them.
 *
 * Residual risk, documented rather than hidden: the request resolves the name
 * again, so a rebinding DNS server answering differently within that moment
 * could still win; production should also route webhooks through an egress
 * proxy or network policy that blocks private ranges (README).
 */
export async function checkWebhookTarget(url: string, options: WebhookUrlOptions, resolve: ResolveHost = resolveAll): Promise<WebhookTargetCheck> {
  const hostname = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (options.allowLocalHttp && isLocalHostname(hostname)) return { ok: true };
  let addresses: string[];
  try {
    addresses = isPrivateAddress(hostname) || /^[\d.]+$|:/.test(hostname) ? [hostname] : await resolve(hostname);
  } catch {
    // The name may exist again later (DNS outage, a record being fixed): retry with back-off.
    return { ok: false, permanent: false, message: `The webhook host ${hostname} could not be resolved.` };
  }
  if (addresses.length === 0 || addresses.some((address) => isPrivateAddress(address))) {
    return { ok: false, permanent: true, message: "The webhook URL points to a private or local network address, which is not allowed." };
  }
  return { ok: true };
}
