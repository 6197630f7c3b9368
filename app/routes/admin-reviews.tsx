import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin-reviews";
import { adminHeaders } from "~/components/admin/admin-headers";
import { asOptions, FilterForm, FilterSelect } from "~/components/admin/admin-filters";
import { ActionMessage, AdminPageHeader, AdminPageLinks, EmptyState } from "~/components/admin/admin-ui";
import { ReviewCard } from "~/components/reviews/review-card";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { REVIEW_LIST_VIEWS, type ReviewListView } from "~/db/enums";
import { listReviews } from "~/domain/reviews/list-reviews.server";
import { moderateReview } from "~/domain/reviews/moderate-review.server";
import { reviewModerationSchema } from "~/forms/review";
import { REVIEW_REASON_MAX } from "~/forms/text-limits";
import { seo } from "~/lib/seo";
import { afterOf, loadPage } from "~/web/list-page.server";
import { requireAdmin } from "~/web/require-admin.server";
import { runFormIntent } from "~/web/run-intent.server";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Reviews · Admin",
    description: "Admin console: reviews contractors reported, and every review, to hide (with a reason) or show again.",
    path: "/admin/reviews",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const raw = new URL(request.url).searchParams.get("view") ?? "reported";
  const view: ReviewListView = (REVIEW_LIST_VIEWS as readonly string[]).includes(raw) ? (raw as ReviewListView) : "reported";
  const after = afterOf(request);
  const page = await loadPage(listReviews(ctx.db, view, { after }));
  return data({ reviews: page.rows, page: { next: page.next, paged: after !== undefined }, view }, { headers: sendHeaders });
}

/** Hide or show again, always with a reason: the review, the pro's rating and the audit entry change together. */
export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  return runFormIntent(
    request,
    reviewModerationSchema,
    async ({ intent, reviewId, reason }) => {
      await moderateReview(ctx, adminId, reviewId, intent, reason);
      return intent === "hide" ? "Review hidden: it no longer counts in the pro's rating." : "Review shown again: it counts in the pro's rating.";
    },
    { hidden: ["intent", "reviewId"], headers: sendHeaders },
  );
}

const VIEW_LABELS: Record<ReviewListView, string> = { reported: "Reported", all: "All reviews" };

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, page, view } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        intro="Reviews contractors reported come first. Hide one with a reason (it leaves the pro's rating and public pages), or show it again."
      />
      <ActionMessage result={actionData} />
      <FilterForm>
        <FilterSelect id="view" label="Show" value={view} options={asOptions(REVIEW_LIST_VIEWS, (v) => VIEW_LABELS[v as ReviewListView])} />
      </FilterForm>
      {reviews.length === 0 ? (
        <EmptyState>{view === "reported" ? "No reported reviews." : "No reviews yet."}</EmptyState>
      ) : (
        <ul className="space-y-4" data-testid="admin-reviews">
          {reviews.map((r) => (
            <ReviewCard
              key={r.id}
              review={r}
              heading={
                <>
                  <Link to={`/admin/contractors/${r.contractorId}`} className="text-primary underline-offset-2 hover:underline">
                    {r.businessName}
                  </Link>{" "}
                  · {r.reference}
                </>
              }
            >
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <input type="hidden" name="reviewId" value={r.id} />
                <input type="hidden" name="intent" value={r.hiddenAt ? "unhide" : "hide"} />
                <div className="min-w-64 flex-1 space-y-1">
                  <Label htmlFor={`reason-${r.id}`}>Reason (kept in the audit log)</Label>
                  <Input id={`reason-${r.id}`} name="reason" maxLength={REVIEW_REASON_MAX} required />
                </div>
                <Button type="submit" variant={r.hiddenAt ? "outline" : "destructive"}>
                  {r.hiddenAt ? "Show again" : "Hide review"}
                </Button>
              </Form>
            </ReviewCard>
          ))}
        </ul>
      )}
      <AdminPageLinks base="/admin/reviews" page={page} filters={{ view }} />
    </>
  );
}
