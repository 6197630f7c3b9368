/**
 * Calling route modules (app/routes/*.tsx) the way React Router does: a real
 * Request, the URL's params, and the module's loader or action. What the
 * module returns or throws (a Response, a `data()` result, a plain object)
 * becomes one Outcome with the HTTP status the server would send.
 *
 * The route modules reach the database through `db()` and the settings
 * through `env()` (process-wide). The test database is put where `db()`
 * finds it, and the environment below is set before anything reads it, so
 * the modules run unchanged against a real PGlite or PostgreSQL database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { users } from "~/db/schema";
import { FIXTURE_TOTP_SECRET } from "../marketplace/marketplace-fixtures";
import { afterAll, beforeAll } from "vitest";
import type { Db } from "~/db/client.server";
import { createSession } from "~/domain/accounts/sessions.server";
import { env, type Env } from "~/env.server";
import { rowsOf } from "~/db/types.server";
import { stopProcessRealtimeHub } from "~/server/realtime-hub-process.server";
import { callRoute, forgetDatabase, isDataResult, serveDatabase, type RouteFunction } from "../../support/route-modules";
import type { Engine } from "../../support/test-database";
import { useTestDatabase, type TestDatabase } from "../../support/use-test-database";
import { sessionCookieHeader } from "../../support/session-cookies";

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-authz-"));
Object.assign(process.env, { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_FORM_MAX: "1000", PUBLIC_URL: "http://localhost:3000" });
delete process.env.DATABASE_URL;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;

/** The environment the route modules read (checked, so a value cached earlier cannot slip in unnoticed). */
export function routeEnv(): Env {
  const current = env();
  if (current.DATA_DIR !== dataDir) throw new Error("env() was read before the route harness set DATA_DIR");
  return current;
}

export function removeDataDir(): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Ends what the route modules opened on the database (the live-updates listener), then forgets it. */
async function releaseDatabase(): Promise<void> {
  await stopProcessRealtimeHub();
  forgetDatabase();
}

/** A fresh database of this engine that the route modules use for the whole suite. */
export function useRouteDatabase(engine: Engine): TestDatabase {
  const database = useTestDatabase(engine);
  beforeAll(() => serveDatabase(database.handle));
  afterAll(() => releaseDatabase());
  return database;
}

export const ORIGIN = "http://localhost:3000";

/** A signed-in user's Cookie header, from a real session row. */
export async function sessionCookieFor(db: Db, userId: string): Promise<string> {
  // Admins must have two-factor sign-in (ADMIN_TWO_FACTOR=required by default): enrol them here, once for every suite.
  await db
    .update(users)
    .set({ totpSecret: sql`coalesce(${users.totpSecret}, ${FIXTURE_TOTP_SECRET})`, totpEnabledAt: sql`coalesce(${users.totpEnabledAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.role, "admin")));
  return sessionCookieHeader(await createSession(db, {}, userId));
}

export { confirmIdentityOf } from "../../support/confirm-identity";

export type Fields = Record<string, string | string[]>;
/** A request body: a form, or JSON text (the public API, webhooks). */
export type Body = { form: Fields } | { json: string };

/**
 * Run `work` with some settings changed in the environment the route modules
 * read (e.g. Stripe configured for the webhook route), then put them back.
 */
export async function withEnv<T>(overrides: Partial<Env> | undefined, work: () => Promise<T>): Promise<T> {
  if (!overrides) return work();
  const current = routeEnv() as Record<string, unknown>;
  const saved = Object.fromEntries(Object.keys(overrides).map((k) => [k, current[k]]));
  Object.assign(current, overrides);
  try {
    return await work();
  } finally {
    Object.assign(current, saved);
  }
}

function headersOf(cookie: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  return { "user-agent": "vitest", ...(cookie ? { cookie } : {}), ...extra };
}

export function getRequest(url: string, cookie?: string, extra?: Record<string, string>): Request {
  return new Request(`${ORIGIN}${url}`, { headers: headersOf(cookie, extra) });
}

/** A post as a browser sends a form without JavaScript (same-origin), or a JSON post (or PATCH) as a server sends it. */
export function postRequest(url: string, body: Body, cookie?: string, extra?: Record<string, string>, method = "POST"): Request {
  if ("json" in body) {
    return new Request(`${ORIGIN}${url}`, { method, headers: headersOf(cookie, { "content-type": "application/json", ...extra }), body: body.json });
  }
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(body.form)) for (const v of Array.isArray(value) ? value : [value]) encoded.append(name, v);
  return new Request(`${ORIGIN}${url}`, {
    method: "POST",
    headers: headersOf(cookie, { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, referer: `${ORIGIN}${url}`, ...extra }),
    body: encoded,
  });
}

/** A same-origin form post. */
export function formPost(url: string, fields: Fields, cookie?: string): Request {
  return postRequest(url, { form: fields }, cookie);
}

export type Outcome = { status: number; location: string | null; headers: Headers; body: unknown; text: string };

async function outcomeOf(value: unknown): Promise<Outcome> {
  if (value instanceof Response) {
    // A live event stream never ends: its first chunk is the answer, then the client goes away.
    const text = value.headers.get("content-type")?.startsWith("text/event-stream") ? await firstChunk(value) : await value.text();
    return { status: value.status, location: value.headers.get("location"), headers: value.headers, body: text, text };
  }
  if (isDataResult(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, location: headers.get("location"), headers, body: value.data, text: JSON.stringify(value.data) ?? "" };
  }
  return { status: 200, location: null, headers: new Headers(), body: value, text: JSON.stringify(value) ?? "" };
}

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

export type RouteModule = { loader?: RouteFunction; action?: RouteFunction };

/** Run a loader or action as React Router would for this request (see callRoute). */
export function run(fn: RouteFunction | undefined, pattern: string, request: Request): Promise<Outcome> {
  return callRoute(fn, pattern, request, outcomeOf);
}

/** Where a stranger is sent: the sign-in page with a way back. */
export function loginRedirectFor(url: string): string {
  return `/login?redirectTo=${encodeURIComponent(url)}`;
}

/**
 * A digest of every table a request could change (all of schema public but
 * sessions, which a read may renew, and rate_limits). Equal digests before
 * and after a refused request prove it wrote nothing.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'rate_limits') order by table_name`),
  ).map((t) => t.name);
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ d: string }>(
      await db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table}" t`)),
    );
    digest[table] = row!.d;
  }
  return digest;
}

/** The route config flattened to full paths: { file: "routes/pro-lead.tsx", path: "/pro/leads/:purchaseId" }. */
export type ConfigRoute = { file: string; path?: string; index?: boolean; children?: ConfigRoute[] };

export function flattenRoutes(config: readonly ConfigRoute[], parent = ""): { file: string; path: string }[] {
  return config.flatMap((r) => {
    const own = r.path ? `${parent.replace(/\/$/, "")}/${r.path}` : parent || "/";
    return [{ file: r.file, path: own }, ...flattenRoutes(r.children ?? [], own)];
  });
}

/** Routes the authorization tests must cover: the dashboards, the public API and the webhooks. */
export const GUARDED_PATH = /^\/(pro|admin|api|webhooks)(\/|$)/;
