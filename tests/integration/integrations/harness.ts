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
import { afterAll, beforeAll } from "vitest";
import type { Db } from "~/db/client.server";
import { createSession } from "~/domain/accounts/sessions.server";
import { env, type Env } from "~/env.server";
import { callRoute, forgetDatabase, isDataResult, serveDatabase, type RouteFunction } from "../../support/route-modules";
import type { Engine } from "../../support/test-database";
import { useTestDatabase, type TestDatabase } from "../../support/use-test-database";
import { sessionCookieHeader } from "../../support/session-cookies";

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-api-"));
Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: "http://localhost:3000" });
delete process.env.DATABASE_URL;

export const ORIGIN = "http://localhost:3000";

export function harnessEnv(): Env {
  const current = env();
  if (current.DATA_DIR !== dataDir) throw new Error("env() was read before the harness set DATA_DIR");
  return current;
}

/** A fresh database of this engine that the route modules use for the whole suite. */
export function useRouteDatabase(engine: Engine): TestDatabase {
  const database = useTestDatabase(engine);
  beforeAll(() => serveDatabase(database.handle));
  afterAll(() => {
    forgetDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return database;
}

/** A signed-in user's Cookie header, from a real session row. */
export async function sessionCookieFor(db: Db, userId: string): Promise<string> {
  return sessionCookieHeader(await createSession(db, {}, userId));
}

/** A server-to-server API call: no cookie, no Origin, as curl sends it. */
export function apiRequest(url: string, options: { method?: string; key?: string; headers?: Record<string, string>; json?: unknown } = {}): Request {
  const headers: Record<string, string> = { "user-agent": "vitest", ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  // `json` is sent as it is when a string (to send malformed JSON), else serialized.
  if (options.json === undefined) return new Request(`${ORIGIN}${url}`, { method: options.method ?? "GET", headers });
  const body = typeof options.json === "string" ? options.json : JSON.stringify(options.json);
  return new Request(`${ORIGIN}${url}`, { method: options.method ?? "POST", headers: { "content-type": "application/json", ...headers }, body });
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

async function outcomeOf(value: unknown): Promise<Outcome<any>> {
  if (value instanceof Response) {
    const text = await value.text();
    const json = value.headers.get("content-type")?.includes("json") ? (JSON.parse(text) as unknown) : text;
    return { status: value.status, headers: value.headers, body: json };
  }
  if (isDataResult(value)) return { status: value.init?.status ?? 200, headers: new Headers(value.init?.headers), body: value.data };
  return { status: 200, headers: new Headers(), body: value };
}

/** Run a loader or action for this request (see callRoute). */
export function run(fn: RouteFunction | undefined, pattern: string, request: Request): Promise<Outcome<any>> {
  return callRoute(fn, pattern, request, outcomeOf);
}
