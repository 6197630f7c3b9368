import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/**
 * A keyset-paged dashboard list's links: back to the newest page, and on to
 * older rows with the cursor in the query string (plain links: they work
 * without JavaScript). Nothing when the list fits on one page.
 */
export function PageLinks({ base, label, paged, next }: { base: string; label: string; paged: boolean; next: string | null }) {
  if (!paged && !next) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap justify-between gap-3">
      {paged ? (
        <Link to={base} className={buttonVariants({ variant: "outline" })}>
          Newest leads
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={`${base}?after=${encodeURIComponent(next)}`} className={buttonVariants({ variant: "outline" })} data-testid="older-leads">
          Older leads
        </Link>
      ) : null}
    </nav>
  );
}
