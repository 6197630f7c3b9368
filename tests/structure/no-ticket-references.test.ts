/**
 * Comments say why; the decision records (docs/decisions/) keep the history. A comment or a test name that points
 * at an issue or ticket number says nothing to a reader who does not have that tracker open, and stops being true
 * when the ticket is closed, so none may come back: every hand-written source, style and config file is scanned
 * (generated migrations and installed packages are not), and each reference found is named by file and line.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const SKIPPED_DIRS = new Set(["node_modules", path.join("app", "db", "migrations")]);

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || SKIPPED_DIRS.has(full) ? [] : files(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });

/** The config files at the root: sources and JSON settings (the lock file is npm's, not ours). */
const rootConfig = readdirSync(".", { withFileTypes: true })
  .filter((entry) => entry.isFile() && (SOURCE.test(entry.name) || entry.name.endsWith(".json")) && entry.name !== "package-lock.json")
  .map((entry) => entry.name);

const scanned = [...["app", "scripts", "tests", "public"].flatMap(files), ...rootConfig];

/** The word issue(s) or ticket(s) before a number (with or without "#"), or "#" and a number before "§", in any case. */
const ticketReference = /\b(?:issues?|tickets?)\s+#?\d+|#\d+\s*§/i;

/** Every "file:line: text" that names a ticket. */
function ticketReferences(file: string, source: string): string[] {
  return source.split("\n").flatMap((line, index) => (ticketReference.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe("no ticket references", () => {
  it("recognises the shapes a ticket reference takes, and leaves other numbers alone", () => {
    // Put together here, so this file does not hold the references it looks for.
    const sample = [`// (${"issue"} 16, TBT)`, ` * ${"Issue"} 14 §2 part B`, `(${"issues"} 13 and 14)`, `see ${"ticket"} #4411`, `#${12} § 3`];
    sample.push("RFC 8030 §5.3", "a 404 or 410 answer", "issued 3 refunds");
    expect(ticketReferences("sample.ts", sample.join("\n")).map((found) => found.split(": ")[0])).toEqual([
      "sample.ts:1",
      "sample.ts:2",
      "sample.ts:3",
      "sample.ts:4",
      "sample.ts:5",
    ]);
  });

  it("has no issue or ticket number in any comment, test name or string of app/, scripts/, tests/, public/ and the root config", () => {
    expect(scanned.length).toBeGreaterThan(100);
    const found = scanned.flatMap((file) => ticketReferences(file, readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });
});
