/**
 * HTTP stays at the edge (docs/patterns.md): nothing under app/domain, its tests included, names the Fetch API's
 * `Request` or `Headers` (as a type or a global) or handles a cookie (a Cookie or Set-Cookie header, a cookie's
 * attributes, a cookie module). app/web reads the request once into plain values (a FormSubmission, token strings)
 * and formats what goes back (Set-Cookie from an IssuedToken); the domain takes and returns those values.
 * Comments and text may speak of requests and cookies: only code and header-like strings count.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tokensOf } from "./source-tokens";

const domainFiles = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "app/domain"], { encoding: "utf8" })
  .split("\0")
  .filter((f) => /\.(ts|tsx)$/.test(f));

const HTTP_GLOBAL = /(?<![\w$.])(Request|Headers|RequestInit|HeadersInit)(?![\w$])/g;
const COOKIE_IN_CODE = /(?<![\w$])(?:\.cookie\b|getSetCookie\b)/g;
const COOKIE_HEADER = /^(set-)?cookie$/i;
const COOKIE_ATTRIBUTES = /;\s*(Path|Max-Age|HttpOnly|SameSite|Expires|Domain)\b/i;

/** What in this source breaks the rule, one line per finding. */
export function httpInDomain(source: string): string[] {
  const tokens = tokensOf(source);
  return tokens.flatMap((token, i) => {
    if (token.kind === "code") {
      return [...token.text.matchAll(HTTP_GLOBAL), ...token.text.matchAll(COOKIE_IN_CODE)].map((m) => `uses ${m[0]}`);
    }
    const before = tokens[i - 1]?.kind === "code" ? tokens[i - 1]!.text : "";
    if (/\b(from|import)\s*\(?\s*$/.test(before) && /cookie/i.test(token.text)) return [`imports ${token.text}`];
    if (COOKIE_HEADER.test(token.text.trim())) return [`names the ${token.text} header`];
    if (COOKIE_ATTRIBUTES.test(token.text)) return [`writes a cookie: ${token.text}`];
    return [];
  });
}

describe("HTTP stays at the edge", () => {
  it("leaves Request, Headers and cookies out of app/domain", () => {
    const offenders = domainFiles.flatMap((file) => [...new Set(httpInDomain(readFileSync(file, "utf8")))].map((finding) => `${file}: ${finding}`));
    expect(offenders).toEqual([]);
  });

  it("would catch a request, headers or a cookie in the domain", () => {
    expect(httpInDomain("export function handle(request: Request) {}")).toEqual(["uses Request"]);
    expect(httpInDomain("const h = new Headers(init);")).toEqual(["uses Headers"]);
    expect(httpInDomain('const c = request.headers.get("cookie");')).toEqual(["names the cookie header"]);
    expect(httpInDomain("return { 'Set-Cookie': value };")).toEqual(["names the Set-Cookie header"]);
    expect(httpInDomain("return `thp_session=${token}; Path=/; HttpOnly`;")).toEqual(["writes a cookie: ; Path=/; HttpOnly"]);
    expect(httpInDomain('import { readSessionToken } from "~/web/session-cookie.server";')).toEqual(["imports ~/web/session-cookie.server"]);
    expect(httpInDomain("const all = res.headers.getSetCookie();")).toEqual(["uses getSetCookie"]);
  });

  it("lets comments, text and domain names speak of requests and cookies", () => {
    const source = [
      "// Request a quote; the device cookie is hashed.",
      "/* new Request(url) in a comment, Set-Cookie too */",
      'const reason = "no device cookie";',
      'throw new DomainError("already_decided", `Request ${row.reference} ${outcome}.`);',
      "type QuoteRequest = { deviceCookie?: boolean; headers?: Record<string, string> };",
      "const page: PageRequest = {}; const re = /Request|Headers/; const half = total / 2;",
      'const link = "https://example.com/a"; // and a comment',
    ].join("\n");
    expect(httpInDomain(source)).toEqual([]);
  });
});
