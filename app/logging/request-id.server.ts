/**
 * The id of the request (or job) this code runs for, carried through every
 * await by AsyncLocalStorage so each log line can name it without it being
 * passed around.
 *
 * Kept on globalThis so that development hot reloads, which evaluate this
 * module again, do not make a second store.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

type Store = { requestId: string };

const holder = globalThis as typeof globalThis & { __thpRequestIds?: AsyncLocalStorage<Store> };
const storage = (holder.__thpRequestIds ??= new AsyncLocalStorage<Store>());

/** Ids a proxy may hand us: what common proxies and tracers generate, short, and harmless in a header or a log. */
const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

/** The incoming id when it has a sane shape, otherwise a fresh one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming !== undefined && ACCEPTED.test(incoming) ? incoming : randomUUID();
}

export function withRequestId<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId }, run);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
