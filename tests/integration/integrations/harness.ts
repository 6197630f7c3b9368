/**
 * Calling the integration routes (app/routes/pro-integrations.tsx and
 * app/routes/api-v1-*.ts) as React Router does: a real Request, the params
 * matched from its URL, the module's loader or action. The modules find the
 * database through `db()` and the settings through `env()`; the test
 * database is put where `db()` looks, and the environment is set here,
 * before anything reads it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { matchPath } from "react-router";
import type { DatabaseHandle, Db } from "~/db/client.server";
import { createSession } from "~/domain/accounts/sessions.server";
import { env, type Env } from "~/env.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-api-"));
Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: "http://localhost:3000" });
delete process.env.DATABASE_URL;

export const ORIGIN = "http://localhost:3000";

export function harnessEnv(): Env {
  const current = env();
  if (current.DATA_DIR !== dataDir) throw new Error("env() was read before the harness set DATA_DIR");
  return current;
}

const holder = globalThis as typeof globalThis & { __thpDb?: Promise<DatabaseHandle> };

/** Route modules use this database until released. */
export function serveDatabase(handle: DatabaseHandle): void {
  holder.__thpDb = Promise.resolve(handle);
}

export function releaseDatabase(): void {
  holder.__thpDb = undefined;
  rmSync(dataDir, { recursive: true, force: true });
}

/** A signed-in user's Cookie header, from a real session row. */
export async function sessionCookieFor(db: Db, userId: string): Promise<string> {
  return (await createSession(db, { env: harnessEnv() }, userId)).split(";")[0]!;
}

/** A server-to-server API call: no cookie, no Origin, as curl sends it. */
export function apiRequest(url: string, options: { method?: string; key?: string; headers?: Record<string, string> } = {}): Request {
  const headers: Record<string, string> = { "user-agent": "vitest", ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  return new Request(`${ORIGIN}${url}`, { method: options.method ?? "GET", headers });
}

/** A same-origin form post from the signed-in browser, as without JavaScript. */
export function formPost(url: string, fields: Record<string, string>, cookie: string): Request {
  return new Request(`${ORIGIN}${url}`, {
    method: "POST",
    headers: { "user-agent": "vitest", cookie, "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, referer: `${ORIGIN}${url}` },
    body: new URLSearchParams(fields),
  });
}

export type Outcome<T = unknown> = { status: number; headers: Headers; body: T };

type DataResult = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataResult = (v: unknown): v is DataResult => typeof v === "object" && v !== null && (v as { type?: unknown }).type === "DataWithResponseInit";

async function outcomeOf(value: unknown): Promise<Outcome<any>> {
  if (value instanceof Response) {
    const text = await value.text();
    const json = value.headers.get("content-type")?.includes("json") ? (JSON.parse(text) as unknown) : text;
    return { status: value.status, headers: value.headers, body: json };
  }
  if (isDataResult(value)) return { status: value.init?.status ?? 200, headers: new Headers(value.init?.headers), body: value.data };
  return { status: 200, headers: new Headers(), body: value };
}

type RouteFunction = (args: never) => unknown;

/** Run a loader or action for this request; a thrown Response is the answer, anything else fails the test. */
export async function run(fn: RouteFunction | undefined, pattern: string, request: Request): Promise<Outcome<any>> {
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
