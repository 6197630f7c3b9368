import { stemmer } from "stemmer";
import { helpArticles, helpCategories, popularQuestions, type HelpArticle, type HelpCategoryTitle, type PopularQuestion } from "~/content/help";

/** Longest query we search for; longer input is cut, not rejected. */
export const maxQueryLength = 100;

/** "Billing & Payments" -> "billing-payments": the value of ?category= on the help centre. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The trimmed query, at most maxQueryLength characters; "" when absent. */
export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? "").trim().slice(0, maxQueryLength).trim();
}

export function findHelpCategory(slug: string | null | undefined): HelpCategoryTitle | null {
  if (!slug) return null;
  return helpCategories.find((c) => slugify(c.title) === slug)?.title ?? null;
}

export type HelpSearchResult = {
  query: string;
  category: HelpCategoryTitle | null;
  articles: HelpArticle[];
  questions: PopularQuestion[];
};

const stopWords = new Set(["a", "an", "and", "the", "to", "of", "for", "in", "on", "my", "i", "how", "do", "does", "can", "is", "what", "with"]);

/** The stems of a text's words, case-insensitively: "Returning leads" -> ["return", "lead"]. */
export function wordStems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((word) => stemmer(word));
}

/**
 * Whether the fields answer the query: they contain it as typed (case-insensitively), or every significant word of
 * it in some form ("return lead" finds "How to return an invalid lead" and "Returning a lead").
 */
export function helpTextMatches(query: string, fields: readonly string[]): boolean {
  const needle = query.toLowerCase();
  if (needle === "" || fields.some((f) => f.toLowerCase().includes(needle))) return true;
  const wanted = (needle.match(/[a-z0-9]+/g) ?? []).filter((w) => !stopWords.has(w)).map((w) => stemmer(w));
  if (wanted.length === 0) return false;
  const present = new Set(fields.flatMap(wordStems));
  return wanted.every((stem) => present.has(stem));
}

/**
 * Search over help article titles and summaries and popular questions and answers (helpTextMatches), optionally
 * limited to one category (popular questions belong to none, so a category filter leaves only articles).
 */
export function searchHelp(query: string, category: HelpCategoryTitle | null): HelpSearchResult {
  const matches = (...fields: string[]) => helpTextMatches(query, fields);
  const articles = helpArticles.filter((a) => (category === null || a.categoryTitle === category) && matches(a.title, a.summary));
  const questions = category === null && query !== "" ? popularQuestions.filter((q) => matches(q.question, q.answer)) : [];
  return { query, category, articles, questions };
}
