import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/**
 * A link to `base` with the list's filters and, for a later page, the cursor (in `param`, `after` unless a page holds
 * two paged lists); empty filters are left out.
 */
export function pageHref(base: string, filters: Readonly<Record<string, string>>, after?: string, param = "after"): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  if (after) query.set(param, after);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * A keyset-paged list's links: back to the first page, and on to the next
 * rows with the cursor in the query string, the list's filters kept (plain
 * links: they work without JavaScript). Nothing when the list fits on one page.
 */
export function PageLinks({
  base,
  label,
  paged,
  next,
  filters = {},
  firstLabel = "Newest leads",
  nextLabel = "Older leads",
  param = "after",
}: {
  base: string;
  label: string;
  paged: boolean;
  next: string | null;
  filters?: Readonly<Record<string, string>>;
  firstLabel?: string;
  nextLabel?: string;
  /** The query parameter of the cursor: a second paged list on one page uses its own. */
  param?: string;
}) {
  if (!paged && !next) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-3">
      {paged ? (
        <Link to={pageHref(base, filters)} className={buttonVariants({ variant: "outline" })} data-testid="first-page">
          {firstLabel}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={pageHref(base, filters, next, param)} className={buttonVariants({ variant: "outline" })} data-testid="older-leads">
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}
