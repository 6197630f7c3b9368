import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/env.server";
import { PaymentsNotConfiguredError, testModePaymentProvider } from "./payment-provider.server";
import { requirePaymentProvider, selectPaymentProvider, testPaymentsOn } from "./select-payment-provider.server";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/unused" };

describe("selectPaymentProvider", () => {
  it("uses the clearly labelled test mode outside production when Stripe is not configured (unset or empty)", () => {
    for (const extra of [{}, { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }]) {
      const provider = requirePaymentProvider(parseEnv({ ...base, ...extra }));
      expect(provider).toBe(testModePaymentProvider);
      expect(provider.testMode).toBe(true);
      expect(provider.label).toMatch(/^Test mode/);
    }
  });

  it("uses Stripe Checkout when both Stripe keys are set", () => {
    const provider = requirePaymentProvider(parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }));
    expect(provider).toMatchObject({ id: "stripe", testMode: false });
    expect(provider.label).toMatch(/Stripe's secure checkout/);
  });

  it("says so when the Stripe key is a test key (test cards, no real money)", () => {
    const provider = requirePaymentProvider(parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }));
    expect(provider).toMatchObject({ id: "stripe", testMode: false });
    expect(provider.label).toMatch(/Stripe test mode/);
  });

  it("in production without Stripe keys payments are off unless ALLOW_TEST_PAYMENTS=true (no free credit)", () => {
    // Unset NODE_ENV is production too (the env schema's default): the unsafe choice must be the explicit one.
    for (const nodeEnv of [{ NODE_ENV: "production" }, {}]) {
      for (const optIn of [{}, { ALLOW_TEST_PAYMENTS: "false" }, { ALLOW_TEST_PAYMENTS: "" }]) {
        const env = parseEnv({ DATA_DIR: "/tmp/unused", ...nodeEnv, ...optIn });
        expect(selectPaymentProvider(env)).toBeNull();
        expect(testPaymentsOn(env)).toBe(false);
        expect(() => requirePaymentProvider(env)).toThrow(PaymentsNotConfiguredError);
      }
    }
    const optedIn = parseEnv({ DATA_DIR: "/tmp/unused", NODE_ENV: "production", ALLOW_TEST_PAYMENTS: "true" });
    expect(selectPaymentProvider(optedIn)).toBe(testModePaymentProvider);
    expect(requirePaymentProvider(optedIn)).toBe(testModePaymentProvider);
    expect(testPaymentsOn(optedIn)).toBe(true);
  });

  it("outside production test mode stays on without the opt-in (development, tests, the demo)", () => {
    for (const NODE_ENV of ["development", "test"]) {
      const env = parseEnv({ DATA_DIR: "/tmp/unused", NODE_ENV });
      expect(selectPaymentProvider(env)).toBe(testModePaymentProvider);
      expect(testPaymentsOn(env)).toBe(true);
    }
  });

  it("in production with both Stripe keys uses Stripe, with or without the opt-in, and test payments are off", () => {
    for (const optIn of [{}, { ALLOW_TEST_PAYMENTS: "true" }]) {
      const env = parseEnv({ DATA_DIR: "/tmp/unused", NODE_ENV: "production", STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc", ...optIn });
      expect(requirePaymentProvider(env)).toMatchObject({ id: "stripe", testMode: false });
      expect(testPaymentsOn(env)).toBe(false);
    }
  });

  it("refuses a start with ALLOW_TEST_PAYMENTS other than true or false", () => {
    for (const value of ["yes", "1", "TRUE"]) expect(() => parseEnv({ ...base, ALLOW_TEST_PAYMENTS: value })).toThrow(/ALLOW_TEST_PAYMENTS/);
  });

  it("refuses to start with only one of the two Stripe keys (a checkout whose webhook cannot be verified would never credit)", () => {
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(EnvError);
    expect(() => parseEnv({ ...base, STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(EnvError);
  });
});
