/**
 * What a form post's HTTP says about how it was sent, for the quality score (decision 0049), read here so the
 * domain never touches headers (a house rule: no HTTP in app/domain): whether there was a User-Agent, whether it names a headless
 * browser or an HTTP tool, and the form device cookie. Only flags and the cookie's value leave this file; the
 * cookie is kept as a keyed hash (measure-submission.server.ts), the User-Agent not at all.
 *
 * The form device cookie `thp_form_device` is set by the quote form's page when it renders (formPageVisit): a random
 * id, HttpOnly, SameSite=Lax, Secure on https, 30 days. It is not the sign-in device cookie (thp_device), which
 * only an account's browser has.
 */
import { randomBytes } from "node:crypto";
import type { Executor } from "~/db/types.server";
import type { Env } from "~/env.server";
import { mintRenderToken } from "~/lib/render-token.server";
import type { MeasuredRequest } from "~/domain/submissions/form-submission";
import { readTokenCookie, tokenCookie, type TokenCookie } from "./token-cookie";

export const FORM_DEVICE_COOKIE = "thp_form_device";
const FORM_DEVICE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const formDevice: TokenCookie = { name: FORM_DEVICE_COOKIE, path: "/" };

// Headless browsers and the HTTP tools and libraries scripts post with. A browser's User-Agent names none of them.
const AUTOMATED_AGENT =
  /headless|phantomjs|puppeteer|playwright|selenium|webdriver|\bcurl\/|\bwget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|okhttp|java\/|libwww-perl|httpie|postmanruntime|insomnia|axios\/|node-fetch|undici|^node$|scrapy|\bbot\b|crawler|spider/i;

export function readFormDeviceToken(cookieHeader: string | null): string | undefined {
  return readTokenCookie(cookieHeader, formDevice);
}

export function measureRequest(request: Request): MeasuredRequest {
  const agent = request.headers.get("user-agent")?.trim() ?? "";
  return {
    noUserAgent: agent === "",
    automatedAgent: agent !== "" && AUTOMATED_AGENT.test(agent),
    deviceToken: readFormDeviceToken(request.headers.get("cookie")),
  };
}

/**
 * The form page's render: its render token (the hidden field) and, for a browser without the device cookie yet,
 * the Set-Cookie that gives it one.
 */
export async function formPageVisit(
  request: Request,
  db: Executor,
  env: Pick<Env, "PUBLIC_URL">,
  now: Date,
): Promise<{ renderToken: string; setCookie: string | undefined }> {
  const renderToken = await mintRenderToken(db, now);
  if (readFormDeviceToken(request.headers.get("cookie"))) return { renderToken, setCookie: undefined };
  const setCookie = tokenCookie(formDevice, randomBytes(32).toString("base64url"), { publicUrl: env.PUBLIC_URL, maxAgeSeconds: FORM_DEVICE_MAX_AGE_SECONDS });
  return { renderToken, setCookie };
}
