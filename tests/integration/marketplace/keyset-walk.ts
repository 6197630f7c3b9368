/**
 * For keyset-lists.test.ts and keyset-lists-contractor.test.ts: walking a keyset list page by page with a row
 * inserted after each read, and the seeded rows it is checked against (three to an instant, so the id has to
 * break the tie on a page boundary).
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Page, PageRequest } from "~/domain/shared/keyset-page.server";

export const LIMIT = 4;
export const SEEDED = 11;
export const BASE = Date.UTC(2026, 0, 1);

/** Seeded times: three rows share each instant, so the id has to break the tie on a page boundary. */
export const seededAt = (i: number) => new Date(BASE + Math.floor(i / 3) * 60_000);
/** A row inserted mid-walk: newer than every seeded row. */
export const newer = () => new Date(BASE + 86_400_000 + Math.floor(Math.random() * 1000));

/** Newest first, then the id (PostgreSQL compares uuids as their hex text). */
export const newestFirst = (rows: { id: string; at: Date }[]) =>
  rows.toSorted((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);

/** Reads every page, inserting a new row after each read; the ids in page order. */
export async function walk(read: (page: PageRequest) => Promise<Page<{ id: string }>>, insertBetween: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const page = await read({ after, limit: LIMIT });
    expect(page.rows.length).toBeLessThanOrEqual(LIMIT);
    seen.push(...page.rows.map((r) => r.id));
    await insertBetween();
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error("more pages than rows");
}

export const one = async (rows: Promise<{ id: string }[]>) => (await rows)[0]!.id;
export const tag = () => randomUUID().slice(0, 8);
