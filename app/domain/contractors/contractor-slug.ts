/**
 * Public-profile slugs (/contractors/<slug>), the same rule as migration 0012's backfill: the business name in lower
 * case, accents dropped, every run of other characters one hyphen, no hyphen at either end; "pro" when nothing is
 * left. Capped so a long name still gives a readable address.
 */
export const SLUG_MAX = 80;

export function slugBase(businessName: string): string {
  const plain = businessName.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const slug = plain
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "pro" : slug;
}

/** The first of base, base-2, base-3, … not among `taken`. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
