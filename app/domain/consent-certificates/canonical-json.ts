/**
 * Canonical JSON for signing (the JSON Canonicalization Scheme of RFC 8785, for the values a certificate holds):
 * object keys sorted by UTF-16 code units, no whitespace, strings and numbers as JSON.stringify writes them (which is
 * what RFC 8785 specifies for them). The same certificate parsed and written again, in any key order, gives the same
 * bytes, so a signature survives being stored as jsonb, sent through a webhook or pretty-printed by a buyer's tools.
 * scripts/verify-certificate.ts carries the same function, so it runs without this code base.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError("Canonical JSON has no Infinity or NaN.");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    // Keys whose value is undefined are left out, as JSON.stringify does; sort() compares UTF-16 code units.
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .map(([k]) => k)
      .toSorted()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  throw new TypeError(`Canonical JSON cannot hold a ${typeof value}.`);
}
