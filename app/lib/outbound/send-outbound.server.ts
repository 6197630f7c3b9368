/**
 * The one way this server makes an HTTP request to another host (webhooks,
 * Web Push, the SMS provider, Stripe): every sender goes through
 * `sendOutbound`, and tests/structure/outbound-requests.test.ts keeps it so.
 *
 * - The host name is resolved once, and every address it resolves to must be
 *   public (address-rules.server.ts); loopback only where the caller allows it
 *   (outside production). A service the operator configured (STRIPE_API_URL,
 *   SMS_API_URL) is trusted wherever it resolves: its origin is named in the
 *   policy, and only that origin.
 * - The socket connects to the address that was checked (pinned-lookup), never
 *   to the answer of a second lookup.
 * - Redirects are never followed: a 3xx is a failure.
 * - The connection and the whole exchange time out.
 * - At most `maxBodyBytes` of the answer are read (none by default); failures
 *   carry the status and a fixed message, never the other side's words.
 */
import { lookup } from "node:dns/promises";
import { request as httpRequest, STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { isLoopbackAddress, isPrivateAddress } from "./address-rules.server";
import { pinnedLookup } from "./pinned-lookup.server";

export type ResolveHost = (hostname: string) => Promise<string[]>;

export type OutboundPolicy = {
  /** Targets on this machine's loopback interface (a local stand-in): only outside production (`NODE_ENV`). */
  allowLoopback: boolean;
  /** The origin of a service the operator configured (e.g. "https://api.stripe.com"): reached wherever it resolves. */
  trustedOrigin?: string;
  /** For tests: instead of the system resolver. */
  resolve?: ResolveHost;
};

export type OutboundRequest = {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | null;
  connectTimeoutMs?: number;
  /** The whole exchange: connect, send, answer, body. */
  timeoutMs?: number;
  /** Bytes of the answer to keep (0: the status is all that counts). A longer answer fails. */
  maxBodyBytes?: number;
  signal?: AbortSignal;
};

export type OutboundResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type OutboundFailure = "bad_url" | "refused" | "unresolved" | "redirect" | "timeout" | "network" | "too_large";

/** A request that did not get an answer worth reading; `message` is fixed wording (status, error code), safe to store and show. */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
    /** True when trying again cannot help (the target itself is not allowed). */
    readonly permanent: boolean,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = "OutboundError";
  }
}

export const outboundMessages = {
  badUrl: "Only http:// and https:// URLs are requested.",
  refused: "The address is on this server's own or a private network, which is not allowed.",
  unresolved: (host: string) => `The host ${host} could not be resolved.`,
  redirect: (status: number) => `HTTP ${status}: redirects are not followed.`,
  connectTimeout: "The connection timed out.",
  timeout: "The request timed out.",
  network: (code: string) => `The request failed (${code}).`,
  tooLarge: "The answer was longer than allowed.",
} as const;

const systemResolve: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_TIMEOUT_MS = 10_000;

export async function sendOutbound(request: OutboundRequest, policy: OutboundPolicy): Promise<OutboundResponse> {
  const url = parseUrl(request.url);
  const address = await checkedAddress(url, policy);
  return exchange(url, address, request);
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError("bad_url", outboundMessages.badUrl, true);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") throw new OutboundError("bad_url", outboundMessages.badUrl, true);
  return url;
}

/** The address to connect to: the first IPv4 answer (else the first), once every answer passed the rules. */
async function checkedAddress(url: URL, policy: OutboundPolicy): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      // The name may exist again later (a DNS outage, a record being fixed).
      throw new OutboundError("unresolved", outboundMessages.unresolved(host), false);
    }
  }
  if (addresses.length === 0 || addresses.some((a) => isIP(a) === 0)) throw new OutboundError("unresolved", outboundMessages.unresolved(host), false);
  const trusted = policy.trustedOrigin !== undefined && new URL(policy.trustedOrigin).origin === url.origin;
  // Every answer, not only the one used: a name that also points inside is not a public name.
  if (!trusted && addresses.some((a) => isPrivateAddress(a) && !(policy.allowLoopback && isLoopbackAddress(a)))) {
    throw new OutboundError("refused", outboundMessages.refused, true);
  }
  return addresses.find((a) => isIP(a) === 4) ?? addresses[0]!;
}

function exchange(url: URL, address: string, request: OutboundRequest): Promise<OutboundResponse> {
  const maxBodyBytes = request.maxBodyBytes ?? 0;
  return new Promise<OutboundResponse>((resolve, reject) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clearTimeout(timer);
      request.signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const fail = (error: OutboundError) => {
      finish(() => reject(error));
      client.destroy();
    };
    const onAbort = () => fail(new OutboundError("timeout", outboundMessages.timeout, false));

    const client = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, {
      method: request.method,
      headers: request.headers,
      // A fresh connection for every request: a pooled socket could have been opened to another address.
      agent: false,
      lookup: pinnedLookup(address),
    });
    client.on("error", (error: NodeJS.ErrnoException) => fail(new OutboundError("network", outboundMessages.network(error.code ?? "ERROR"), false)));
    timers.push(
      setTimeout(() => fail(new OutboundError("timeout", outboundMessages.connectTimeout, false)), request.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS),
    );
    timers.push(setTimeout(() => fail(new OutboundError("timeout", outboundMessages.timeout, false)), request.timeoutMs ?? DEFAULT_TIMEOUT_MS));
    if (request.signal?.aborted) return onAbort();
    request.signal?.addEventListener("abort", onAbort, { once: true });

    client.once("socket", (socket) => {
      socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => clearTimeout(timers[0]));
    });
    client.once("response", (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) return fail(new OutboundError("redirect", outboundMessages.redirect(status), false, status));
      // Cutting the answer short makes the response emit an error: expected, not a failure.
      response.on("error", () => undefined);
      if (maxBodyBytes === 0) {
        finish(() => resolve({ status, headers: response.headers, body: Buffer.alloc(0) }));
        return client.destroy();
      }
      const chunks: Buffer[] = [];
      let length = 0;
      response.on("data", (chunk: Buffer) => {
        length += chunk.length;
        if (length > maxBodyBytes) return fail(new OutboundError("too_large", outboundMessages.tooLarge, false, status));
        chunks.push(chunk);
      });
      response.once("end", () => finish(() => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) })));
      response.once("error", () => fail(new OutboundError("network", outboundMessages.network("ECONNRESET"), false, status)));
    });
    client.end(request.body ?? undefined);
  });
}

/** "HTTP 503 Service Unavailable": the status and the standard reason phrase (never the other side's own words). */
export function statusLine(status: number): string {
  const reason = STATUS_CODES[status];
  return reason ? `HTTP ${status} ${reason}` : `HTTP ${status}`;
}
