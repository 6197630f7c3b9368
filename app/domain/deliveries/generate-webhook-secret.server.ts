import { randomBytes } from "node:crypto";

/**
 * A new webhook signing secret in the Standard Webhooks form ("whsec_" +
 * base64 of 32 random bytes), the form their verification libraries accept.
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}
