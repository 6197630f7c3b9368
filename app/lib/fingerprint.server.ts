import { createHash } from "node:crypto";

/** JSON with sorted keys, so equal values always give equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The identity of a submission's content: same form, same normalized values, same files. */
export function submissionFingerprint(form: string, values: unknown): string {
  return sha256Hex(`${form}\n${stableJson(values)}`);
}

/**
 * A 64-bit advisory-lock key from any text, as a decimal string for a bigint
 * parameter. 64 bits (not hashtext's 32) keep unrelated keys from colliding.
 */
export function lockKey(text: string): string {
  return createHash("sha256").update(text).digest().readBigInt64BE(0).toString();
}
