/**
 * The domain has a direction (docs/patterns.md, "The domain's order"): its folders stand in tiers, bottom to top,
 * and a folder imports only from folders of lower tiers (type imports included: a type is a dependency too). Two
 * folders that need each other are one idea in two places, or a primitive that hides a side effect (the ledger
 * once sent receipts itself). Lint checks the layers above the domain (.oxlintrc.json); this checks inside it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Bottom to top. A new folder takes the lowest tier above everything it imports. */
export const DOMAIN_TIERS: readonly (readonly string[])[] = [
  ["shared", "emails", "outbox", "submissions", "leads", "request-links", "consent-certificates", "replies"],
  ["accounts", "deliveries", "push", "request-photos", "career-applications", "contractor-applications", "pricing-requests"],
  ["ledger", "quality", "reviews", "contact-messages"],
  ["contractors", "pricing"],
  ["payments", "documents", "realtime"],
  ["marketplace", "billing"],
  ["quote-requests", "alerts"],
  ["messages", "calculator-leads", "contact-reminders"],
  ["quotes", "reply-reminders"],
  ["homeowners", "integrations"],
  ["privacy"],
  ["admin"],
];

const DOMAIN = path.join("app", "domain");
const tierOf = new Map(DOMAIN_TIERS.flatMap((tier, i) => tier.map((folder) => [folder, i] as const)));
const folders = readdirSync(DOMAIN, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

/** The domain folder a module specifier of `file` points into, if any. */
function folderOf(specifier: string, file: string): string | undefined {
  const target = specifier.startsWith("~/")
    ? path.join("app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.join(path.dirname(file), specifier)
      : undefined;
  if (!target) return undefined;
  const parts = path.relative(DOMAIN, target).split(path.sep);
  return parts[0] && parts[0] !== ".." && parts.length > 1 ? parts[0] : undefined;
}

/** Every import of one domain folder from another: "from/file.ts -> to". */
function crossImports(): { from: string; to: string; file: string }[] {
  return folders.flatMap((from) =>
    sources(path.join(DOMAIN, from)).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)]
        .map((m) => folderOf(m[1] ?? m[2]!, file))
        .filter((to): to is string => to !== undefined && to !== from)
        .map((to) => ({ from, to, file })),
    ),
  );
}

describe("the domain's direction", () => {
  it("places every domain folder in exactly one tier", () => {
    expect(DOMAIN_TIERS.flat().length).toBe(tierOf.size);
    expect(folders.filter((f) => !tierOf.has(f))).toEqual([]);
    expect([...tierOf.keys()].filter((f) => !folders.includes(f))).toEqual([]);
  });

  it("imports only from lower tiers", () => {
    const upward = crossImports()
      .filter(({ from, to }) => (tierOf.get(to) ?? Infinity) >= (tierOf.get(from) ?? -1))
      .map(({ from, to, file }) => `${file} imports ${to} (tier ${tierOf.get(to)}) from ${from} (tier ${tierOf.get(from)})`);
    expect(upward).toEqual([]);
  });

  it("would catch an upward import", () => {
    const file = path.join(DOMAIN, "ledger", "ledger.server.ts");
    expect(folderOf("../billing/send-receipt.server", file)).toBe("billing");
    expect(folderOf("~/domain/billing/send-receipt.server", file)).toBe("billing");
    expect(folderOf("./ledger-rules", file)).toBe("ledger");
    expect(folderOf("~/db/schema", file)).toBeUndefined();
    expect(tierOf.get("billing")!).toBeGreaterThanOrEqual(tierOf.get("ledger")!);
  });
});
