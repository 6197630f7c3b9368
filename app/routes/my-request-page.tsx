import { BadgeCheck, Globe, Phone, Star } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/my-request-page";
import { PageHero } from "~/components/page-hero";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getMyRequest } from "~/domain/homeowners/get-my-request.server";
import { runMyRequestIntent } from "~/web/my-request-intents.server";
import { postedUploadForm } from "~/web/posted-form.server";
import { MESSAGE_FORM_MAX_FILE_BYTES } from "~/forms/purchase-message";
import { listThread } from "~/domain/messages/list-messages.server";
import { RequestQuotes } from "~/components/quotes/request-quotes";
import { HomeownerThread } from "~/components/messages/homeowner-thread";
import { myRequestActionSchema } from "~/forms/my-request-actions";
import { withActionStatus } from "~/web/action-status.server";
import { field, runFormIntent, runIntent } from "~/web/run-intent.server";
import { requestOfLink } from "~/domain/request-links/request-links.server";
import { NotFoundError } from "~/domain/shared/errors";
import { discardBody } from "~/lib/discard-body.server";
import { passOnHeaders, PRIVATE_TOKEN_PAGE_HEADERS } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { formatDateTimeIn } from "~/lib/format-time";
import { appContext } from "~/web/context.server";

/** The token is in the URL. */
const PRIVATE_HEADERS = PRIVATE_TOKEN_PAGE_HEADERS;

/** /my-request/<token>: a homeowner's request and the pros who bought it (decision 0021). A content route: no JavaScript. */
export async function loader({ params, request: http }: Route.LoaderArgs) {
  const { db } = await appContext();
  const request = await getMyRequest(db, params.token, new Date());
  // At most 3 pros, each thread's first page (list-messages.server.ts); "Show later messages" pages one of them on.
  const url = new URL(http.url);
  const paged = url.searchParams.get("thread");
  const after = url.searchParams.get("after") ?? undefined;
  const threads = request ? await Promise.all(request.pros.map((p) => listThread(db, p.purchaseId, p.purchaseId === paged ? { after } : {}))) : [];
  return data({ request: request ?? null, threads }, { status: request ? 200 : 404, headers: PRIVATE_HEADERS });
}

/** The page's buttons (decision 0025, 0052): the token in the URL is the only proof, as for the page. A message may carry files. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = await appContext(context);
  // A link that opens nothing is answered before its body is read: a message may carry 15 MB of files.
  if (!(await requestOfLink(ctx.db, params.token, new Date()))) {
    await discardBody(request);
    return withActionStatus(await runIntent("", undefined, () => Promise.reject(new NotFoundError("This request")), { headers: PRIVATE_HEADERS }));
  }
  const form = await postedUploadForm(request, MESSAGE_FORM_MAX_FILE_BYTES, PRIVATE_HEADERS);
  const id = field(form, "quoteId") || field(form, "purchaseId");
  const result = await runFormIntent(form, myRequestActionSchema, (input) => runMyRequestIntent(ctx, params.token, input), {
    headers: PRIVATE_HEADERS,
    hidden: ["intent", "quoteId", "purchaseId"],
    ...(id ? { id } : {}),
  });
  // After "Delete my data" the loader answers 404 (the link is gone): the page takes the action's status.
  return withActionStatus(result);
}

export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "My Quote Request",
    description: "Your quote request: what you asked for, its state and the verified pros who took it.",
    path: "/my-request",
    noindex: true,
  });

export default function MyRequestPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { request, threads } = loaderData;
  const dateTime = (iso: string) => formatDateTimeIn(iso, request?.timeZone ?? "America/New_York");
  if (!request && actionData?.ok && actionData.intent === "delete-my-data") {
    return (
      <>
        <PageHero eyebrow="My Quote Request" title="Your Data Is Deleted" />
        <p role="status" data-testid="request-deleted" className="mx-auto max-w-3xl px-4 py-12 text-lg sm:px-6 lg:px-8">
          {actionData.message}
        </p>
      </>
    );
  }
  if (!request) return <LinkNotValid />;
  return (
    <>
      {/* Live updates (document-scripts.ts reloads the page when a pro buys); not on an action's answer, which a reload would post again. */}
      {actionData ? null : <div hidden data-live-src={`/my-request/${params.token}/events?seen=${request.pros.length}`} />}
      <PageHero eyebrow={`Reference ${request.reference}`} title="My Quote Request" subtitle={<p data-testid="request-state">{request.state.words}</p>} />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-5 lg:px-8">
        <section aria-labelledby="asked-heading" className="lg:col-span-2">
          <h2 id="asked-heading" className="text-xl font-bold tracking-tight">
            What you asked for
          </h2>
          <dl className="mt-4 grid gap-3 text-sm" data-testid="request-asked">
            <Fact label="Project type">{request.category}</Fact>
            <Fact label="ZIP code">
              {request.zip} ({request.place})
            </Fact>
            <Fact label="Pros requested">Up to {request.prosRequested}</Fact>
            <Fact label="Sent">{dateTime(request.sentAt)}</Fact>
            {request.details ? <Fact label="Details">{request.details}</Fact> : null}
          </dl>
        </section>
        <section aria-labelledby="pros-heading" className="lg:col-span-3">
          <h2 id="pros-heading" className="text-xl font-bold tracking-tight">
            Pros who took your request
          </h2>
          {request.pros.length > 0 ? (
            <div className="mt-3 text-sm" data-testid="reply-progress">
              <p className="font-medium">{request.replyProgress.summary}.</p>
              {request.replyProgress.replies.length > 0 ? (
                <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                  {request.replyProgress.replies.map((words) => (
                    <li key={words}>{words}.</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <RequestQuotes quotes={request.quotes} token={params.token} outcome={actionData} />
          {request.pros.length === 0 ? (
            <p className="mt-4 text-muted-foreground">
              No pro has taken your request yet. We e-mail you as soon as one does, with its name, phone number and verification.
            </p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4" data-testid="request-pros">
              {request.pros.map((p, index) => (
                <li key={`${p.businessName}:${p.boughtAt}`}>
                  <Card className="flex flex-col gap-2 p-5">
                    <h3 className="text-lg font-semibold">{p.businessName}</h3>
                    <p className="text-sm text-muted-foreground">
                      {p.category} · took your request {dateTime(p.boughtAt)}
                    </p>
                    <p className="flex items-center gap-2 text-sm" data-testid="pro-rating">
                      <Star className="size-4 shrink-0 fill-amber-500 text-amber-500" aria-hidden="true" />
                      {p.rating === null
                        ? "No reviews yet"
                        : `Rated ${p.rating.toFixed(1)} out of 5 from ${p.reviewCount} verified ${p.reviewCount === 1 ? "review" : "reviews"}`}
                    </p>
                    <p className="flex items-start gap-2 text-sm">
                      <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      <span>
                        {p.licence}
                        <br />
                        {p.insurance}
                        <br />
                        <span className="text-muted-foreground">As checked by our team.</span>
                      </span>
                    </p>
                    <p className="flex items-center gap-2 text-sm">
                      <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      <a href={p.phoneHref} className="font-medium text-primary underline-offset-2 hover:underline">
                        {p.phone}
                      </a>
                    </p>
                    {p.website ? (
                      <p className="flex items-center gap-2 text-sm">
                        <Globe className="size-4 shrink-0 text-primary" aria-hidden="true" />
                        <a href={p.website} rel="noopener noreferrer nofollow" className="text-primary underline-offset-2 hover:underline">
                          {p.website}
                        </a>
                      </p>
                    ) : null}
                    <HomeownerThread
                      pro={p}
                      thread={threads[index]}
                      token={params.token}
                      timeZone={request.timeZone}
                      outcome={actionData}
                      closed={request.contactStopped}
                    />
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <PrivacyButtons contactStopped={request.contactStopped} actionData={actionData} />
          <p className="mt-6 text-sm text-muted-foreground">
            This page is private: anyone with its link can see it, so keep the link to yourself. Reload it to see the latest. Links work for 90 days;{" "}
            <Link to="/my-request" className="text-primary underline">
              get a fresh one
            </Link>{" "}
            any time.
          </p>
        </section>
      </div>
    </>
  );
}

function PrivacyButtons({ contactStopped, actionData: answered }: { contactStopped: boolean; actionData: Route.ComponentProps["actionData"] }) {
  // Only this section's own answers: a quote's or a message's are shown next to it.
  const actionData = answered && (answered.intent === "stop-contact" || answered.intent === "delete-my-data") ? answered : undefined;
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  return (
    <section aria-labelledby="privacy-heading" className="mt-8 rounded-xl border p-5" data-testid="request-privacy">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        Your choices
      </h2>
      {actionData?.ok ? (
        <p role="status" className="mt-2 text-sm font-medium">
          {actionData.message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {contactStopped ? (
        <p className="mt-2 text-sm" data-testid="contact-stopped">
          You asked for no further contact: your request is off the market.
        </p>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="stop-contact" />
          <Button type="submit" variant="outline">
            Stop new contacts
          </Button>
          <span className="ml-3 text-sm text-muted-foreground">No further pro can buy your request.</span>
        </Form>
      )}
      <Form method="post" className="mt-4 flex flex-col items-start gap-2">
        <input type="hidden" name="intent" value="delete-my-data" />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" required /> I want my name, e-mail, phone number and project details deleted. This cannot be undone.
        </label>
        <Button type="submit" variant="destructive">
          Delete my data
        </Button>
      </Form>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line">{children}</dd>
    </div>
  );
}

function LinkNotValid() {
  return (
    <>
      <PageHero eyebrow="My Quote Request" title="This Link Does Not Work" />
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <p className="text-lg" data-testid="request-link-invalid">
          This link is wrong or has expired (links work for 90 days). Enter your e-mail address and we will send you a fresh link to each of your requests.
        </p>
        <Link to="/my-request" className={buttonVariants({ size: "lg" })}>
          Find My Request
        </Link>
      </div>
    </>
  );
}
