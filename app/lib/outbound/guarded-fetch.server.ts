import { OutboundError, sendOutbound, type OutboundPolicy } from "./send-outbound.server";

/** 1 MiB: the largest answer a configured API (Stripe) may send back. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * A `fetch` for a client library that takes one (Stripe's
 * createFetchHttpClient), so its requests go through the same guard as every
 * other outbound request: checked address, no redirects, time limits, a
 * bounded answer. Only string bodies, which is what such clients send.
 */
export function guardedFetch(policy: OutboundPolicy, limits: { timeoutMs?: number } = {}) {
  return async (
    input: string | URL,
    init: { method?: string; headers?: HeadersInit; body?: string | null; signal?: AbortSignal | null } = {},
  ): Promise<Response> => {
    try {
      const answer = await sendOutbound(
        {
          url: String(input),
          method: init.method ?? "GET",
          // The answer is read as it comes: no compression to undo.
          headers: { ...Object.fromEntries(new Headers(init.headers)), "accept-encoding": "identity" },
          body: init.body ?? null,
          maxBodyBytes: MAX_ANSWER_BYTES,
          ...(init.signal ? { signal: init.signal } : {}),
          ...(limits.timeoutMs ? { timeoutMs: limits.timeoutMs } : {}),
        },
        policy,
      );
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(name, v);
        else if (value !== undefined) headers.set(name, value);
      }
      const empty = answer.status === 204 || answer.status === 304 || answer.status < 200;
      return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers });
    } catch (error) {
      // fetch's own shape: a TypeError whose cause says why; the message is the guard's fixed wording.
      if (error instanceof OutboundError) throw new TypeError(error.message, { cause: error });
      throw error;
    }
  };
}
