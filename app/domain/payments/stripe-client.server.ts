import type { Stripe } from "stripe";
import type { Env } from "~/env.server";
import { guardedFetch } from "~/lib/outbound/guarded-fetch.server";

type StripeModule = typeof import("stripe");

/**
 * The stripe package is imported at the first Stripe call, not at boot:
 * its 200-odd resource modules hold ~6 MB of heap that a site without
 * Stripe, or a process that never takes a payment, never needs.
 */
let loaded: StripeModule | undefined;
let loading: Promise<StripeModule> | undefined;

export async function loadStripe(): Promise<StripeModule["Stripe"]> {
  loaded ??= await (loading ??= import("stripe"));
  return loaded.Stripe;
}

/** An error Stripe's client threw (an API or network failure). False while the package is not loaded: then nothing of Stripe ran. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return loaded !== undefined && error instanceof loaded.Stripe.errors.StripeError;
}

/**
 * One Stripe client per (key, API address). STRIPE_API_URL is the real API
 * in production; tests point it at a local HTTP stand-in. Its requests go
 * through the outbound guard (guardedFetch), with that origin trusted. Caching the client
 * holds no state another app process would need (it is only a configured
 * HTTP client).
 */
const clients = new Map<string, Stripe>();

export async function stripeClient(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">): Promise<Stripe> {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("Stripe is not configured: STRIPE_SECRET_KEY is not set");
  const api = new URL(env.STRIPE_API_URL);
  const cacheKey = `${key}\n${api.origin}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const StripeClient = await loadStripe();
    const protocol = api.protocol === "http:" ? "http" : "https";
    client = new StripeClient(key, {
      host: api.hostname,
      port: api.port || (protocol === "http" ? 80 : 443),
      protocol,
      // Safe to retry: every create call carries an idempotency key.
      maxNetworkRetries: 2,
      // The contractor is waiting on the form post; fail with a clear message rather than hang.
      timeout: 20_000,
      telemetry: false,
      // Through the outbound guard like every request this server makes; STRIPE_API_URL is the one origin it trusts.
      httpClient: StripeClient.createFetchHttpClient(guardedFetch({ allowLoopback: false, trustedOrigin: api.origin }, { timeoutMs: 25_000 }) as typeof fetch),
    });
    clients.set(cacheKey, client);
  }
  return client;
}
