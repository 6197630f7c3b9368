import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/env.server";
import { testModePaymentProvider } from "./payment-provider.server";
import { selectPaymentProvider } from "./select-payment-provider.server";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/unused" };

describe("selectPaymentProvider", () => {
  it("uses the clearly labelled test mode when Stripe is not configured (unset or empty)", () => {
    for (const extra of [{}, { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }]) {
      const provider = selectPaymentProvider(parseEnv({ ...base, ...extra }));
      expect(provider).toBe(testModePaymentProvider);
      expect(provider.testMode).toBe(true);
      expect(provider.label).toMatch(/^Test mode/);
    }
  });

  it("uses Stripe Checkout when both Stripe keys are set", () => {
    const provider = selectPaymentProvider(parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }));
    expect(provider).toMatchObject({ id: "stripe", testMode: false });
    expect(provider.label).toMatch(/Stripe's secure checkout/);
  });

  it("says so when the Stripe key is a test key (test cards, no real money)", () => {
    const provider = selectPaymentProvider(parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }));
    expect(provider).toMatchObject({ id: "stripe", testMode: false });
    expect(provider.label).toMatch(/Stripe test mode/);
  });

  it("refuses to start with only one of the two Stripe keys (a checkout whose webhook cannot be verified would never credit)", () => {
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(EnvError);
    expect(() => parseEnv({ ...base, STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(EnvError);
  });
});
