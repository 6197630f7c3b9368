/**
 * The structural rules of decision 0012 that lint cannot express: file sizes,
 * where server code may live, and HTTP staying out of the domain. The import
 * direction itself is checked by oxlint (.oxlintrc.json).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const tracked = execFileSync("git", ["ls-files", "-z", "--", "app", "scripts", "tests", "server.js"], { encoding: "utf8" })
  .split("\0")
  .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));

const lineCount = (file: string) => readFileSync(file, "utf8").split("\n").length;

describe("house rules", () => {
  it("keeps hand-written files small: 350 lines at most (scripts 400); typed content and migrations are data", () => {
    const tooLong = tracked
      .filter((f) => !f.startsWith("app/content/") && !f.startsWith("app/db/migrations/"))
      .map((f) => ({ file: f, lines: lineCount(f), max: f.startsWith("scripts/") ? 400 : 350 }))
      .filter((f) => f.lines > f.max)
      .map((f) => `${f.file}: ${f.lines} lines (max ${f.max})`);
    expect(tooLong).toEqual([]);
  });

  it("has no server module under app/components/ (request helpers live in app/web/)", () => {
    expect(tracked.filter((f) => f.startsWith("app/components/") && /\.server\.tsx?$/.test(f))).toEqual([]);
  });

  it("keeps HTTP out of the domain: no react-router import and no Response built there", () => {
    const offenders = tracked
      .filter((f) => f.startsWith("app/domain/") && !f.endsWith(".test.ts"))
      .filter((f) => {
        const source = readFileSync(f, "utf8");
        return /from ["']react-router["']/.test(source) || /\bnew Response\(|\bResponse\.(json|redirect)\(/.test(source);
      });
    expect(offenders).toEqual([]);
  });

  it("takes no ids from useId outside tabs (content pages only): Preact's ids in the browser differ from React's (decision 0033)", () => {
    const offenders = tracked
      .filter((f) => f.startsWith("app/") && f !== "app/components/ui/tabs.tsx" && !f.endsWith(".test.ts"))
      // A call, not a mention in a comment.
      .filter((f) => /\buseId\s*\(/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("has one error type in the domain: every error class there is a DomainError (decision 0013)", () => {
    const loose = tracked
      .filter((f) => f.startsWith("app/domain/") && !f.endsWith(".test.ts") && f !== "app/domain/shared/errors.ts")
      .flatMap((f) => [...readFileSync(f, "utf8").matchAll(/class (\w+) extends (?!DomainError\b)(\w+)/g)].map((m) => `${f}: ${m[1]} extends ${m[2]}`))
      .filter((line) => !/extends (\w+Error)$/.test(line) || /extends Error$/.test(line));
    expect(loose).toEqual([]);
  });
});
