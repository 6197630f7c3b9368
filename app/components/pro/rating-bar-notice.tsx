import { Link } from "react-router";
import { RATING_BAR } from "~/content/rating-bar";

/**
 * /pro: why a pro below the 4-star rule sees no leads (its rating, the rule), and the two things it can do: reply
 * to its reviews, or ask our team to review the account. The sentence is the domain's (content/rating-bar.ts).
 */
export function RatingBarBanner({ notice }: { notice: { message: string } | null }) {
  if (!notice) return null;
  return (
    <div role="alert" data-testid="rating-bar-banner" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">You are not getting new leads: your rating is below {RATING_BAR.toFixed(1)}.</p>
      <p className="mt-1">{notice.message}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/pro/reviews" className="font-semibold underline underline-offset-2">
          Reply to your reviews
        </Link>
        <Link to="/contact" className="font-semibold underline underline-offset-2">
          Ask us to review your account
        </Link>
      </p>
    </div>
  );
}
