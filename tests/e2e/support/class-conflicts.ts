import { expect } from "@playwright/test";
import { twMerge } from "tailwind-merge";

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * `cn()` (app/lib/utils.ts) is plain clsx: it no longer lets a later Tailwind class override an earlier one, as
 * tailwind-merge did. So no element may carry two utilities of which one overrides the other (`h-10 h-12`,
 * `inline-flex hidden`, `border-input border-white`): which one wins would depend on the stylesheet's order, not on
 * the markup. tailwind-merge (a devDependency now) finds them: for every `class="…"` of the HTML, twMerge must keep
 * every class.
 */
export function conflictingClasses(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e]!);
    const classes = [...new Set(value.split(/\s+/).filter(Boolean))];
    const kept = new Set(twMerge(classes.join(" ")).split(" "));
    const lost = classes.filter((c) => !kept.has(c));
    if (lost.length) found.add(`${lost.join(" ")} overridden in class="${classes.join(" ")}"`);
  }
  return [...found];
}

/** Fails, naming `where`, if any element of `html` carries conflicting Tailwind classes (see conflictingClasses). */
export function expectNoConflictingClasses(html: string, where: string): void {
  expect(conflictingClasses(html), `conflicting Tailwind classes on ${where}`).toEqual([]);
}
