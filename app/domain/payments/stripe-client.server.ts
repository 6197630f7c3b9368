import { Stripe } from "stripe";
import type { Env } from "~/env.server";

/**
 * One Stripe client per (key, API address). STRIPE_API_URL is the real API
 * in production; tests point it at a local HTTP stand-in. Caching the client
 * holds no state another app process would need (it is only a configured
 * HTTP client).
 */
const clients = new Map<string, Stripe>();

export function stripeClient(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("Stripe is not configured: STRIPE_SECRET_KEY is not set");
  const api = new URL(env.STRIPE_API_URL);
  const cacheKey = `${key}\n${api.origin}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const protocol = api.protocol === "http:" ? "http" : "https";
    client = new Stripe(key, {
      host: api.hostname,
      port: api.port || (protocol === "http" ? 80 : 443),
      protocol,
      // Safe to retry: every create call carries an idempotency key.
      maxNetworkRetries: 2,
      // The contractor is waiting on the form post; fail with a clear message rather than hang.
      timeout: 20_000,
      telemetry: false,
    });
    clients.set(cacheKey, client);
  }
  return client;
}
