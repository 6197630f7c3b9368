import {
  helpArticles,
  helpCategories,
  popularQuestions,
  type HelpArticle,
  type HelpCategoryTitle,
  type PopularQuestion,
} from "~/content/help";

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

/**
 * Case-insensitive substring search over help article titles and summaries and
 * popular questions and answers, optionally limited to one category (popular
 * questions belong to none, so a category filter leaves only articles).
 */
export function searchHelp(query: string, category: HelpCategoryTitle | null): HelpSearchResult {
  const needle = query.toLowerCase();
  const matches = (...fields: string[]) => needle === "" || fields.some((f) => f.toLowerCase().includes(needle));
  const articles = helpArticles.filter(
    (a) => (category === null || a.categoryTitle === category) && matches(a.title, a.summary),
  );
  const questions =
    category === null && needle !== "" ? popularQuestions.filter((q) => matches(q.question, q.answer)) : [];
  return { query, category, articles, questions };
}
