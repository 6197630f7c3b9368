import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { passOnHeaders } from "~/lib/route-headers";

type ConfigRoute = { file: string; children?: ConfigRoute[] };
const files = (routes: readonly ConfigRoute[]): string[] => routes.flatMap((r) => [r.file, ...files(r.children ?? [])]);

const SETS_HEADERS = /"(Retry-After|Referrer-Policy|Cache-Control)"/;

/** The app module an import specifier ("~/…" or "./…") names, if it is one. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join("app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && f.match(/\.tsx?$/));
}

/**
 * Does the route module set one of those headers itself, or call a helper
 * that does (a module it imports)? Derived from the source, so a new route
 * built on formResponse, tokenPageLoader or its own Retry-After is covered.
 */
function setsHeaders(file: string): boolean {
  const source = readFileSync(file, "utf8");
  if (SETS_HEADERS.test(source)) return true;
  const imports = [...source.matchAll(/^import (?!type )[\s\S]*? from "([^"]+)";$/gm)].map((m) => m[1]!);
  return imports.some((specifier) => {
    const target = resolveImport(file, specifier);
    return target !== undefined && SETS_HEADERS.test(readFileSync(target, "utf8"));
  });
}

describe("route headers", () => {
  it("every page route whose loader or action sets headers exports `headers` (React Router drops them otherwise)", () => {
    const pages = files(routeConfig as readonly ConfigRoute[])
      .map((f) => path.join("app", f))
      .filter((f) => /^export default /m.test(readFileSync(f, "utf8")));
    const setting = pages.filter(setsHeaders);
    // The forms with a rate limit, the calculator, sign-in and the two password pages at least.
    for (const known of ["contact", "get-quotes", "calculator", "login", "invite", "reset-password"]) {
      expect(setting).toContain(`app/routes/${known}.tsx`);
    }
    const missing = setting.filter((f) => !/^export (const|function|async function) headers\b|^export \{[^}]*\bheaders\b/m.test(readFileSync(f, "utf8")));
    expect(missing).toEqual([]);
  });

  it("passOnHeaders lets the action's headers win over the loader's and the parent's, and leaves cookies to React Router", () => {
    const out = passOnHeaders({
      parentHeaders: new Headers({ "X-Robots-Tag": "noindex", "Cache-Control": "public" }),
      loaderHeaders: new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" }),
      actionHeaders: new Headers({ "Retry-After": "60", "Set-Cookie": "a=1" }),
      errorHeaders: undefined,
    });
    expect(Object.fromEntries(out)).toEqual({
      "x-robots-tag": "noindex",
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
      "retry-after": "60",
    });
  });
});
