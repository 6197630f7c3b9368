import { createRequire } from "node:module";
import { isIP } from "node:net";
import { z } from "zod";

/**
 * Every setting the server reads, parsed once at boot. A bad value stops the
 * start with a message naming the variable, instead of failing later.
 * Self-contained (no relative imports) so scripts/db-backup.ts and db-restore.ts
 * can load it with plain Node, without the `~/` alias.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .default("http://localhost:3000")
      .transform((u) => new URL(u).origin),
    /**
     * Which peers may speak for the client through X-Forwarded-For / -Proto
     * (Express "trust proxy"): "loopback" (a proxy on this machine), "false"
     * (nobody), a hop count, or a comma list of addresses, CIDR ranges and the
     * names loopback / linklocal / uniquelocal. "true" (anyone) is refused: any
     * client could then pick its own IP and dodge the rate limits.
     */
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((value, ctx): false | number | string[] => {
        const text = value.trim().toLowerCase();
        if (text === "false") return false;
        if (/^\d+$/.test(text)) return Number(text);
        const entries = text
          .split(",")
          .map((e) => e.trim())
          .filter(Boolean);
        const bad = entries.filter((e) => !isProxyEntry(e));
        if (entries.length === 0 || bad.length > 0) {
          ctx.addIssue({
            code: "custom",
            message: `must be "false", a hop count, or a comma list of addresses, CIDR ranges, loopback, linklocal or uniquelocal${bad.length ? ` (not understood: ${bad.join(", ")})` : ""}`,
          });
          return z.NEVER;
        }
        return entries;
      }),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().default("Trusted Home Pros <no-reply@trustedhomepros.com>"),
    /** The domain of the threads' reply addresses (reply+<token>@it, decision 0052); unset: notifications carry none. */
    MAIL_REPLY_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, "must be a domain name, e.g. reply.example.com")
      .optional(),
    /** The port of the inbound SMTP server that takes replies to the reply addresses (docs/inbound-mail.md); unset: none. */
    INBOUND_SMTP_PORT: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .optional(),
    /** The interface the inbound SMTP server listens on; unset: HOST. An MX reached from the internet needs 0.0.0.0. */
    INBOUND_SMTP_HOST: z.string().min(1).optional(),
    /** PEM files (paths) of a certificate and its key: with both, the inbound server offers STARTTLS; without, it does not. */
    INBOUND_SMTP_TLS_CERT: z.string().min(1).optional(),
    INBOUND_SMTP_TLS_KEY: z.string().min(1).optional(),
    /** The largest inbound reply accepted, in bytes (advertised as SIZE; a bigger one is refused with 552). */
    INBOUND_SMTP_MAX_BYTES: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(10_000, "must be at least 10000")
      .max(50_000_000, "must be at most 50000000")
      .default(15_000_000),
    /** Days a quiet thread still takes replies at its reply addresses (from its last message, or the sale). */
    MESSAGE_REPLY_DAYS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(3650, "must be at most 3650")
      .default(90),
    SEED_DEMO: z.enum(["auto", "true", "false"]).default("auto"),
    /** Accepted submissions per form per client IP per window (e2e tests set it high). */
    RATE_LIMIT_FORM_MAX: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(5),
    RATE_LIMIT_FORM_WINDOW_SECONDS: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(600),
    /** Background jobs (e-mail delivery, clean-ups) in this process; "false" for a web-only process. */
    RUN_JOBS: z.enum(["true", "false"]).default("true"),
    /** Days after purchase during which a lead may be returned (7 by default, configurable). */
    RETURN_WINDOW_DAYS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(90, "must be at most 90")
      .default(7),
    /** Days after a sale before the homeowner is invited to review that pro (3 by default, configurable). */
    REVIEW_INVITATION_DAYS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(60, "must be at most 60")
      .default(3),
    /** Minutes a new lead in an Enterprise contractor's exclusive territory is offered to it alone (decision 0032). */
    ENTERPRISE_TERRITORY_MINUTES: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1440, "must be at most 1440")
      .default(30),
    /** Sign-in attempts per client IP per 15 minutes (e2e tests set it high). */
    RATE_LIMIT_LOGIN_MAX: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(30),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /**
     * Test-mode top-ups (credit without charging) in production. Off by default
     * so a production server without Stripe keys refuses top-ups instead of
     * handing out free credit; outside production test mode is always on. The quick start's demo turns it on for
     * the data directory it seeded (allowDemoTestPayments below).
     */
    ALLOW_TEST_PAYMENTS: z.enum(["true", "false"]).default("false"),
    /** Stripe Checkout for top-ups; without both keys top-ups use test mode where allowed, else they are off. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
      .optional(),
    /** Where the Stripe API is reached (tests point it at a local HTTP stand-in). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("https://api.stripe.com"),
    /** SMS over a Twilio-compatible HTTP API; without all three settings SMS rows stay 'stored' in the outbox. */
    SMS_API_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("https://api.twilio.com"),
    SMS_ACCOUNT_SID: z.string().min(1).optional(),
    SMS_AUTH_TOKEN: z.string().min(1).optional(),
    /** The sending number, E.164 (e.g. +15125550100). */
    SMS_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, "must be a phone number in E.164 form, e.g. +15125550100")
      .optional(),
    /**
     * Whether a quote request's phone must be verified by an SMS code before its leads are sold (decision 0048):
     * 'required' (its leads wait for the code; unverified requests close after 24 hours), 'optional' (sold at once,
     * marked verified or not, and priced accordingly) or 'off' (no code is asked). Unset: 'required' when an SMS
     * provider is configured, else 'optional' (without one the code waits in the admin outbox, as texts do).
     */
    LEAD_PHONE_VERIFICATION: z.enum(["required", "optional", "off"], { error: "must be required, optional or off" }).optional(),
    /**
     * More push services a browser's subscription may point to, beside the browsers' own (app/forms/push-subscription.ts):
     * a comma list of host names ("push.example.com") or wildcards ("*.push.example.com"). Sending to them still goes
     * through the outbound guard, which refuses private and loopback addresses.
     */
    PUSH_SERVICE_HOSTS_EXTRA: z
      .string()
      .default("")
      .transform((value, ctx): string[] => {
        const entries = value
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean);
        const bad = entries.filter((e) => !isPushHostPattern(e));
        if (bad.length > 0) {
          ctx.addIssue({
            code: "custom",
            message: `must be a comma list of host names (push.example.com) or wildcards (*.push.example.com), without scheme, port or path (not understood: ${bad.join(", ")})`,
          });
          return z.NEVER;
        }
        return entries;
      }),
    /**
     * Bearer token for GET /metrics on the public port; without it (and without
     * METRICS_PORT) /metrics answers 404. Long enough not to be guessed.
     */
    METRICS_TOKEN: z
      .string()
      .min(16, "must be at least 16 characters")
      // What an Authorization header carries intact: a control character, a letter outside ASCII or a space at either end never matches.
      .regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, "must be visible ASCII characters (spaces only between them)")
      .optional(),
    /** A second port (on HOST) that serves only /metrics, without a token: bind it where only the scraper reaches. */
    METRICS_PORT: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .optional(),
    /** On SIGTERM, how long in-flight requests may run before they are cut (and the exit status says so). */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(3600, "must be at most 3600")
      .default(25),
    /** Slow clients: how long a request's headers may take to arrive (the connection then gets 408 and is closed). */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number({ error: "must be a number" }).min(0.1, "must be at least 0.1").max(600, "must be at most 600").default(10),
    /** Slow clients: how long a whole request, headers and body, may take to arrive; a trickled body is cut then (408). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number({ error: "must be a number" }).min(0.1, "must be at least 0.1").max(3600, "must be at most 3600").default(60),
    /** How long a kept-alive connection may wait idle for its next request before it is closed. */
    KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number({ error: "must be a number" }).min(0.1, "must be at least 0.1").max(600, "must be at most 600").default(5),
    /**
     * Two-factor sign-in for admins (decision 0029): `required` sends an admin without it to enrolment after the password,
     * and nothing else opens until enrolled; `optional` lets an admin choose (for test set-ups that sign admins in directly).
     */
    ADMIN_TWO_FACTOR: z.enum(["required", "optional"]).default("required"),
    /**
     * The demo admin's TOTP secret (the demo seed enrols it outside production, so the end-to-end specs can answer
     * the second factor). Checked by the library that reads it at every sign-in code, so a secret it would refuse
     * stops the start here instead of answering 500 at sign-in.
     */
    DEMO_TOTP_SECRET: z
      .string()
      .superRefine((secret, ctx) => {
        const problem = totpSecretProblem(secret);
        if (problem)
          ctx.addIssue({
            code: "custom",
            message: `must be base32 (letters A-Z, digits 2-7) of 16 to 64 bytes, as the authenticator library requires (${problem})`,
          });
      })
      .optional(),
    /** Where the nightly backup job writes its files; unset: no nightly backup. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** How many nightly backups to keep (the newest; older ones are deleted after each new one). */
    BACKUP_KEEP: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").default(7),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.STRIPE_SECRET_KEY) !== Boolean(value.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["STRIPE_WEBHOOK_SECRET"], message: "set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together (or neither)" });
    }
    if (value.HEADERS_TIMEOUT_SECONDS > value.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: "custom",
        path: ["HEADERS_TIMEOUT_SECONDS"],
        message: "must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)",
      });
    }
    if (value.METRICS_PORT !== undefined && value.METRICS_PORT === value.PORT) {
      ctx.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT" });
    }
    if (value.INBOUND_SMTP_PORT !== undefined && !value.MAIL_REPLY_DOMAIN) {
      ctx.addIssue({ code: "custom", path: ["INBOUND_SMTP_PORT"], message: "needs MAIL_REPLY_DOMAIN (the domain the reply addresses are at)" });
    }
    if (value.INBOUND_SMTP_PORT !== undefined && (value.INBOUND_SMTP_PORT === value.PORT || value.INBOUND_SMTP_PORT === value.METRICS_PORT)) {
      ctx.addIssue({ code: "custom", path: ["INBOUND_SMTP_PORT"], message: "must differ from PORT and METRICS_PORT" });
    }
    if (Boolean(value.INBOUND_SMTP_TLS_CERT) !== Boolean(value.INBOUND_SMTP_TLS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["INBOUND_SMTP_TLS_KEY"], message: "set INBOUND_SMTP_TLS_CERT and INBOUND_SMTP_TLS_KEY together (or neither)" });
    }
    const sms = [value.SMS_ACCOUNT_SID, value.SMS_AUTH_TOKEN, value.SMS_FROM].filter(Boolean).length;
    if (sms !== 0 && sms !== 3) {
      ctx.addIssue({ code: "custom", path: ["SMS_FROM"], message: "set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM together (or none)" });
    }
  });

/**
 * Why otplib would refuse this TOTP secret, or undefined: it is asked itself (a code is made with the secret, as
 * sign-in does, which decodes the base32 and applies the library's minimum and maximum length), so this check
 * cannot drift from the library's rule. Loaded only when a secret is set: the server imports otplib at the first
 * two-factor step, not at boot. The reason never quotes the secret (the base32 decoder's messages would).
 */
function totpSecretProblem(secret: string): string | undefined {
  const { generateSync } = createRequire(import.meta.url)("otplib") as typeof import("otplib");
  try {
    generateSync({ secret, epoch: 0 });
    return undefined;
  } catch (error) {
    return error instanceof Error && /^Secret(TooShort|TooLong)Error$/.test(error.name) ? error.message : "not valid base32";
  }
}

/** A public DNS name of two labels or more, or "*." and one: no IP address, no localhost, no scheme, port or path. */
function isPushHostPattern(entry: string): boolean {
  const host = entry.startsWith("*.") ? entry.slice(2) : entry;
  if (host === "localhost" || host.endsWith(".localhost")) return false;
  return /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/.test(host);
}

/** An entry of TRUST_PROXY's list: a named range, an IP address, or an address/prefix (what Express's proxy-addr accepts). */
function isProxyEntry(entry: string): boolean {
  if (entry === "loopback" || entry === "linklocal" || entry === "uniquelocal") return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parse an environment; empty strings count as unset, like most twelve-factor tooling. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Test-mode payments for the demo, as if ALLOW_TEST_PAYMENTS=true were set: called at start-up only for a data
 * directory the demo was seeded in, on the embedded database, outside production (server/demo-payments.server.ts).
 */
export function allowDemoTestPayments(): void {
  cached = { ...env(), ALLOW_TEST_PAYMENTS: "true" };
}
