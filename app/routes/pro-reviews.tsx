import { Form } from "react-router";
import type { Route } from "./+types/pro-reviews";
import { PageLinks } from "~/components/page-links";
import { ActionOutcome, EmptyState, ProPage } from "~/components/pro/pro-ui";
import { ReviewCard } from "~/components/reviews/review-card";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import { getCategory } from "~/content/categories";
import { listMyReviews } from "~/domain/reviews/list-my-reviews.server";
import { replyToReview, reportReview } from "~/domain/reviews/respond-to-review.server";
import { ratingWords } from "~/domain/reviews/review-rules";
import { reviewReplySchema, reviewReportSchema } from "~/forms/review";
import { REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from "~/forms/text-limits";
import { seo } from "~/lib/seo";
import { afterOf, loadPage } from "~/web/list-page.server";
import { postedForm } from "~/web/posted-form.server";
import { requireContractor } from "~/web/require-contractor.server";
import { field, runFormIntent } from "~/web/run-intent.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const after = afterOf(request);
  const page = await loadPage(listMyReviews(ctx, contractorId, { after }));
  return { reviews: page.rows, page: { next: page.next, paged: after !== undefined }, rating: ratingWords(page.ratingSum, page.ratingCount) };
}

/** One public reply per review, and a report to the admins with a reason. The review id is a hidden field. */
export async function action({ request }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  const form = await postedForm(request);
  const hidden = ["intent", "reviewId"];
  const id = field(form, "reviewId");
  if (field(form, "intent") === "report") {
    return runFormIntent(
      form,
      reviewReportSchema,
      (input) => reportReview(ctx, contractorId, input.reviewId, input.reason).then(() => "Reported: our team will look at this review."),
      { hidden, id },
    );
  }
  return runFormIntent(
    form,
    reviewReplySchema,
    (input) => replyToReview(ctx, contractorId, input.reviewId, input.reply).then(() => "Your reply is published under the review."),
    { hidden, id },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Reviews",
    description: "What homeowners said about your work, your rating, and your public replies.",
    path: "/pro/reviews",
    noindex: true,
  });

export default function ProReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, page, rating } = loaderData;
  return (
    <ProPage
      title="Reviews"
      intro={<span data-testid="my-rating">Your rating: {rating}. Only homeowners whose request you bought can review you, once per purchase.</span>}
    >
      {reviews.length === 0 ? (
        <EmptyState title="No reviews yet">Homeowners are invited to review you a few days after you buy their request.</EmptyState>
      ) : (
        <ul className="space-y-4" data-testid="my-reviews">
          {reviews.map((r) => (
            <ReviewCard key={r.id} review={r} heading={`${getCategory(r.category)?.name ?? r.category} · ${r.city} · ${r.reference}`}>
              <div className="mt-3 space-y-3">
                <ActionOutcome result={actionData} intent="reply" id={r.id} />
                <ActionOutcome result={actionData} intent="report" id={r.id} />
                {r.reply === null ? (
                  <ReviewTextForm reviewId={r.id} intent="reply" label="Your public reply (once)" max={REVIEW_REPLY_MAX} submit="Publish reply" name="reply" />
                ) : null}
                <details>
                  <summary className="cursor-pointer text-sm text-muted-foreground">Report this review</summary>
                  <ReviewTextForm
                    reviewId={r.id}
                    intent="report"
                    label="Why should our team look at it?"
                    max={REVIEW_REASON_MAX}
                    submit="Report"
                    name="reason"
                  />
                </details>
              </div>
            </ReviewCard>
          ))}
        </ul>
      )}
      <PageLinks base="/pro/reviews" label="Review pages" paged={page.paged} next={page.next} firstLabel="Newest reviews" nextLabel="Older reviews" />
    </ProPage>
  );
}

function ReviewTextForm({
  reviewId,
  intent,
  label,
  max,
  submit,
  name,
}: {
  reviewId: string;
  intent: string;
  label: string;
  max: number;
  submit: string;
  name: string;
}) {
  const id = `${intent}-${reviewId}`;
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} name={name} rows={3} maxLength={max} required />
      <Button type="submit" variant="outline" size="sm">
        {submit}
      </Button>
    </Form>
  );
}
