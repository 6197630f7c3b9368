import { data, Form } from "react-router";
import type { Route } from "./+types/review-form";
import { AuthCard, FormMessage } from "~/components/auth/auth-card";
import { FieldError } from "~/components/reviews/stars";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/input";
import { openReviewInvitation, submitReview } from "~/domain/reviews/review-invitation.server";
import { REVIEW_BODY_MAX, reviewSchema } from "~/forms/review";
import { passOnHeaders, PRIVATE_TOKEN_PAGE_HEADERS } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { withActionStatus } from "~/web/action-status.server";
import { appContext } from "~/web/context.server";
import { runFormIntent } from "~/web/run-intent.server";

/**
 * /reviews/<token>: the homeowner's review of one pro that bought their request (decision 0026). The link from the
 * invitation e-mail is the only proof; plain HTML, no JavaScript. A wrong link is a 404, an expired one a 410.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await openReviewInvitation((await appContext()).db, params.token, new Date());
  const status = !invitation ? 404 : invitation.state === "expired" ? 410 : 200;
  return data({ invitation: invitation ?? null }, { status, headers: PRIVATE_TOKEN_PAGE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = await appContext(context);
  const result = await runFormIntent(
    request,
    reviewSchema,
    (input) => submitReview(ctx, params.token, input).then(() => "Thank you! Your review is published with the pro's rating."),
    {
      intent: "review",
      hidden: [],
      headers: PRIVATE_TOKEN_PAGE_HEADERS,
    },
  );
  return withActionStatus(result);
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, { title: "Review Your Pro", description: "Rate the verified pro who took your quote request.", path: "/reviews", noindex: true });

const STAR_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

export default function ReviewForm({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  if (actionData?.ok) {
    return (
      <AuthCard title="Thank you">
        <FormMessage tone="success">{actionData.message}</FormMessage>
      </AuthCard>
    );
  }
  if (!invitation) {
    return (
      <AuthCard title="This link does not work">
        <FormMessage tone="error">This review link is not valid. Please use the link from your e-mail.</FormMessage>
      </AuthCard>
    );
  }
  if (invitation.state !== "open") {
    return (
      <AuthCard title={`Review ${invitation.businessName}`}>
        <FormMessage tone={invitation.state === "used" ? "success" : "error"}>
          {invitation.state === "used"
            ? "We have already received your review of this pro. Thank you!"
            : "This review link has expired. Links work for 60 days after we send them."}
        </FormMessage>
      </AuthCard>
    );
  }
  const errors = actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {};
  const formError = actionData && !actionData.ok && !actionData.fieldErrors ? actionData.error : undefined;
  return (
    <AuthCard
      title={`Review ${invitation.businessName}`}
      intro={`${invitation.businessName} took your ${invitation.category} request ${invitation.reference}. How did it go? Your review appears with the pro's rating; your name and contact details never do.`}
    >
      <Form method="post" className="space-y-6">
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
        <fieldset className="space-y-2" aria-describedby={errors.stars ? "stars-error" : undefined}>
          <legend className="text-sm font-medium">Your rating</legend>
          <div className="flex flex-wrap gap-2">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary">
                <input type="radio" name="stars" value={n} required className="accent-[var(--color-primary)]" />
                {n} {n === 1 ? "star" : "stars"} · {STAR_WORDS[n]}
              </label>
            ))}
          </div>
          <FieldError id="stars" messages={errors.stars} />
        </fieldset>
        <div className="space-y-2">
          <Label htmlFor="body">Your review (optional)</Label>
          <Textarea
            id="body"
            name="body"
            rows={5}
            maxLength={REVIEW_BODY_MAX}
            aria-describedby={errors.body ? "body-error" : undefined}
            aria-invalid={errors.body ? true : undefined}
          />
          <FieldError id="body" messages={errors.body} />
        </div>
        <fieldset className="space-y-2" aria-describedby={errors.hired ? "hired-error" : undefined}>
          <legend className="text-sm font-medium">Did they do the job? (optional)</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name="hired" value="yes" /> Yes, I hired them
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="hired" value="no" /> No
            </label>
          </div>
          <FieldError id="hired" messages={errors.hired} />
        </fieldset>
        <Button type="submit">Send my review</Button>
      </Form>
    </AuthCard>
  );
}
