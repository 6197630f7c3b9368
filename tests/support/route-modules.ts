/**
 * What every test that calls route modules (app/routes/*) directly needs: the
 * database the modules' `db()` finds, and calling a loader or action as React
 * Router does. How an answer is turned into an outcome is each harness's own.
 */
import { matchPath } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";

const holder = globalThis as typeof globalThis & { __thpDb?: Promise<DatabaseHandle> };

/** Route modules use this database until the next call (or until forgotten). */
export function serveDatabase(handle: DatabaseHandle): void {
  holder.__thpDb = Promise.resolve(handle);
}

export function forgetDatabase(): void {
  holder.__thpDb = undefined;
}

/** What `data()` returns (or throws): the value and its status and headers. */
export type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
export const isDataResult = (v: unknown): v is DataResult => typeof v === "object" && v !== null && (v as { type?: unknown }).type === "DataWithResponseInit";

export type RouteFunction = (args: never) => unknown;

/**
 * Run a loader or action for this request: params come from matching the
 * request's path against the route's pattern. A thrown Response or data() is
 * the answer; any other throw would be a 500 and fails the test with its own stack.
 */
export async function callRoute<O>(fn: RouteFunction | undefined, pattern: string, request: Request, outcomeOf: (answer: unknown) => Promise<O>): Promise<O> {
  if (!fn) throw new Error(`no such export for ${pattern}`);
  const match = matchPath(pattern, new URL(request.url).pathname);
  if (!match) throw new Error(`${request.url} does not match ${pattern}`);
  const args = { request, params: match.params, context: undefined, unstable_pattern: pattern };
  try {
    return await outcomeOf(await (fn as (a: typeof args) => unknown)(args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataResult(thrown)) return outcomeOf(thrown);
    throw thrown;
  }
}
