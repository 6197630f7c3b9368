/**
 * Every HTTP request the server makes to another host goes through the one
 * outbound guard (app/lib/outbound/send-outbound.server.ts): no server module
 * calls fetch or node:http(s)'s request itself, and a client library that
 * brings its own HTTP (Stripe) is handed the guard's fetch.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.(ts|tsx)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

/** Server code: what runs in the server process (browser modules under components/ and islands fetch from the browser). */
const serverFiles = files("app").filter(
  (f) => !f.startsWith(path.join("app", "lib", "outbound")) && (/\.server\.tsx?$/.test(f) || /^app\/(jobs|domain|lib|server|web)\//.test(f)),
);

describe("outbound requests", () => {
  it("no server module outside app/lib/outbound/ makes an HTTP request of its own", () => {
    const offenders = serverFiles.filter((f) => {
      const source = readFileSync(f, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      return (
        /(^|[^.\w])fetch\s*\(/.test(source) ||
        /\?\?\s*fetch\b/.test(source) ||
        /import\s*\{[^}]*\b(request|get)\b[^}]*\}\s*from\s*["']node:https?["']/.test(source) ||
        /from\s*["'](undici|node-fetch|axios|got)["']/.test(source)
      );
    });
    expect(offenders).toEqual([]);
  });

  it("the Stripe client is built with the guard's fetch", () => {
    const builders = serverFiles.filter((f) => /new\s+StripeClient\s*\(|new\s+Stripe\s*\(/.test(readFileSync(f, "utf8")));
    expect(builders.length).toBeGreaterThan(0);
    const unguarded = builders.filter((f) => !/httpClient:\s*StripeClient\.createFetchHttpClient\(guardedFetch\(/.test(readFileSync(f, "utf8")));
    expect(unguarded).toEqual([]);
  });
});
