/**
 * What the confirmation page and e-mail promise, from the number of verified
 * pros who serve the request's ZIP and category at that moment (decision 0021):
 * a count when there is one, and when there is none, what we will do instead.
 */
import { isCategorySlug } from "~/content/categories";
import { proNouns } from "~/content/pro-nouns";

export type ServingPros = { count: number; category: string; zip: string };

export function proNoun(category: string, count: number): string {
  const noun = isCategorySlug(category) ? proNouns[category] : { one: "pro", many: "pros" };
  return count === 1 ? noun.one : noun.many;
}

/** "2 verified roofers serve 90001." / "1 verified roofer serves 90001." / "No verified roofers serve 90001 yet." */
export function servingProsSentence({ count, category, zip }: ServingPros): string {
  if (count === 0) return `No verified ${proNoun(category, 0)} serve ${zip} yet.`;
  return `${count} verified ${proNoun(category, count)} ${count === 1 ? "serves" : "serve"} ${zip}.`;
}

/** What happens next, true to the count and to the number of pros the homeowner allowed. */
export function whatHappensNext({ count }: ServingPros, prosRequested: number): string {
  if (count === 0) return "We are looking for one now, and we will e-mail you within 24 hours either way.";
  const tell = "we e-mail you the pro's name, phone number and verification";
  if (count === 1) return `When that pro takes your request, ${tell}.`;
  if (prosRequested === 1) return `One of them can take your request; when one does, ${tell}.`;
  return `Up to ${Math.min(count, prosRequested)} of them can take your request; as each one does, ${tell}.`;
}
