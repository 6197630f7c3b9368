const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids from a URL or a form are checked before they reach a uuid column
 * (PostgreSQL would raise, a 500, on anything else). Either case is accepted,
 * as PostgreSQL accepts it; compare ids lower-cased.
 */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
