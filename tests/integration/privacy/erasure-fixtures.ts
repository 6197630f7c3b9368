/** For the erasure tests (erasure.test.ts, erasure-buyers.test.ts): a day in milliseconds, and a fresh idempotency key. */
export const DAY = 24 * 3600 * 1000;
export const key = () => `key-${crypto.randomUUID()}`;
