import { ArrowLeft, Mail, MapPin, Phone } from "lucide-react";
import { PhoneVerified } from "~/components/pro/phone-verified";
import { qualityLabel } from "~/domain/quality/quality-label";
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/pro-lead";
import { FormMessage } from "~/components/auth/auth-card";
import { categoryName, CONTACT_REMOVED } from "~/components/pro/labels";
import { httpErrorOf } from "~/web/http-error.server";
import { requireContractor } from "~/web/require-contractor.server";
import { defineIntent, dispatchIntent } from "~/web/run-intent.server";
import { intentOnly } from "~/forms/intent-only";
import { ProPage } from "~/components/pro/pro-ui";
import { useLocalTime } from "~/components/local-time";
import { Card } from "~/components/ui/card";
import { NotFoundError } from "~/domain/shared/errors";
import { requestReturn } from "~/domain/marketplace/lead-returns.server";
import { myLead, updateMyLeadStatus } from "~/domain/marketplace/listings.server";
import { formatCents } from "~/domain/shared/money";
import { leadPipelineSchema } from "~/forms/lead-pipeline";
import { canReturn } from "~/domain/marketplace/returns";
import { returnRequestSchema } from "~/forms/lead-return";
import { seo } from "~/lib/seo";
import { postedUploadForm } from "~/web/posted-form.server";
import { proQuoteFormSchema } from "~/forms/pro-quote";
import { ProQuoteCard } from "~/components/quotes/pro-quote-card";
import { myQuote } from "~/domain/quotes/my-quote.server";
import { sendQuote } from "~/domain/quotes/send-quote.server";
import { confirmHire } from "~/domain/quotes/confirm-hire.server";
import { calendarDayIn } from "~/domain/quotes/quote-rules";
import { timeZoneOfZip } from "~/lib/zip-time-zone.server";
import { COMPANY_TIME_ZONE } from "~/lib/format-time";
import { ProThreadCard } from "~/components/messages/pro-thread-card";
import { listThread } from "~/domain/messages/list-messages.server";
import { postProMessage } from "~/domain/messages/post-message.server";
import { THREAD_CLOSED_MESSAGE, THREAD_ERASED_MESSAGE, THREAD_RETURNED_MESSAGE } from "~/domain/messages/thread-rules";
import { REMOVED_AT_REQUEST } from "~/domain/leads/homeowner-notice";
import { MESSAGE_FORM_MAX_FILE_BYTES, purchaseMessageSchema } from "~/forms/purchase-message";
import { messageAttachmentsOf } from "~/web/message-attachments.server";
import { PhoneLink } from "~/components/phone-link";
import { LeadPhotos } from "~/components/pro/lead-photos";
import { ProjectAnswersList } from "~/components/pro/project-answers-list";
import { LeadFollowUpCard, LeadReturnCard } from "~/components/pro/lead-bookkeeping";
import { purchasePhotos } from "~/domain/request-photos/purchase-photos.server";
import { purchaseCertificate } from "~/domain/consent-certificates/purchase-certificate.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  try {
    // The contractor id comes from the session: another contractor's lead is simply not found.
    const lead = await myLead(ctx, contractorId, params.purchaseId);
    const photos = await purchasePhotos(ctx.db, contractorId, params.purchaseId);
    const hasCertificate = (await purchaseCertificate(ctx.db, contractorId, params.purchaseId)) !== undefined;
    const quote = await myQuote(ctx.db, contractorId, params.purchaseId);
    const thread = await listThread(ctx.db, lead.purchaseId, { after: new URL(request.url).searchParams.get("after") ?? undefined });
    // Quote dates are days in the homeowner's calendar: the date inputs start at their today.
    const today = calendarDayIn(new Date(), (await timeZoneOfZip(lead.homeowner.zip)) ?? COMPANY_TIME_ZONE);
    const windowDays = ctx.env.RETURN_WINDOW_DAYS;
    const returnable = lead.returnStatus === null && lead.pipelineStatus !== "won" && canReturn(lead.purchasedAt, new Date(), windowDays);
    const returnBy = new Date(lead.purchasedAt.getTime() + windowDays * 86_400_000);
    const quoteClosed = lead.homeownerNotice
      ? "The homeowner asked for no further contact, so this lead can no longer be quoted."
      : lead.returnStatus === "credited" || lead.returnStatus === "replaced"
        ? "This lead was returned, so it can no longer be quoted."
        : null;
    const threadClosed =
      lead.homeownerNotice === REMOVED_AT_REQUEST
        ? THREAD_ERASED_MESSAGE
        : lead.homeownerNotice
          ? THREAD_CLOSED_MESSAGE
          : lead.returnStatus === "credited" || lead.returnStatus === "replaced"
            ? THREAD_RETURNED_MESSAGE
            : null;
    return {
      lead,
      photos,
      hasCertificate,
      quote,
      today,
      quoteClosed,
      thread,
      threadClosed,
      returnable,
      returnBy,
      windowDays,
      bought: new URL(request.url).searchParams.get("bought") === "1",
    };
  } catch (error) {
    // Another contractor's lead and a missing one get the same 404 page.
    const known = error instanceof NotFoundError ? httpErrorOf(error) : undefined;
    if (!known) throw error;
    throw data(known.message, { status: known.status });
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  // The quote form carries an optional PDF, a message up to 3 files; the other forms are small.
  const form = await postedUploadForm(request, MESSAGE_FORM_MAX_FILE_BYTES);
  const id = params.purchaseId;
  return dispatchIntent(
    form,
    {
      quote: defineIntent({
        schema: proQuoteFormSchema,
        run: async (input) => {
          const { revised } = await sendQuote(ctx, contractorId, id, input);
          return revised
            ? "Revised quote sent. The homeowner was e-mailed the new terms."
            : "Quote sent. The homeowner was e-mailed and sees it on their request page.";
        },
      }),
      message: defineIntent({
        schema: purchaseMessageSchema,
        hidden: ["intent", "purchaseId"],
        run: async (input) => {
          await postProMessage(ctx, contractorId, id, { via: "web", body: input.body, attachments: await messageAttachmentsOf(input.attachments) });
          return "Message sent. The homeowner was e-mailed.";
        },
      }),
      "confirm-hire": defineIntent({
        schema: intentOnly,
        run: async () => {
          await confirmHire(ctx, contractorId, id);
          return "Job confirmed. The lead is marked Won; the homeowner was told.";
        },
      }),
      return: defineIntent({
        schema: returnRequestSchema,
        run: async (input) => {
          const outcome = await requestReturn(ctx, contractorId, id, input);
          return outcome.status === "credited"
            ? "Lead returned. The price was credited to your balance."
            : "Return requested. Our team will review it and credit or replace the lead.";
        },
      }),
      status: defineIntent({
        schema: leadPipelineSchema,
        run: async (input) => {
          await updateMyLeadStatus(ctx, contractorId, id, input);
          return "Status saved.";
        },
      }),
    },
    // Not a purchase id: not found, whatever the form holds (it must not reach the uuid column, where it would be a 500).
    { fallback: "status", about: { id, notFound: "This lead" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Lead Details",
    description: "The homeowner's full contact details and project for a lead you bought, with your follow-up status, notes, job value and return request.",
    path: "/pro/leads",
    noindex: true,
  });

export default function LeadDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { formatDateTime } = useLocalTime();
  const { lead, photos, hasCertificate, quote, today, quoteClosed, thread, threadClosed, returnable, returnBy, windowDays, bought } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const h = lead.homeowner;
  return (
    <ProPage
      title={h.fullName ?? `${categoryName(lead.category)} lead`}
      intro={`${categoryName(lead.category)} lead · bought ${formatDateTime(lead.purchasedAt)} for ${formatCents(lead.priceCents)} · Ref. ${h.reference}`}
      actions={
        <Link to="/pro/leads" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All my leads
        </Link>
      }
    >
      {bought ? <FormMessage tone="success">Lead bought. It is yours alone: contact the homeowner soon.</FormMessage> : null}
      {lead.homeownerNotice ? (
        <p role="note" data-testid="homeowner-notice" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {lead.homeownerNotice}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5 lg:col-span-2">
          <h2 className="text-lg font-semibold">Homeowner contact details</h2>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2" data-testid="contact-details">
            {lead.contactRemoved ? (
              <p className="sm:col-span-2 font-medium" data-testid="contact-removed">
                {CONTACT_REMOVED}
              </p>
            ) : (
              <>
                <div>
                  <dt className="text-muted-foreground">Name</dt>
                  <dd className="font-medium">{h.fullName}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Phone</dt>
                  <dd className="flex items-center gap-2 font-medium">
                    <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
                    <PhoneLink phone={h.phone} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Email</dt>
                  <dd className="flex items-center gap-2 font-medium">
                    <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
                    <a href={`mailto:${h.email}`} className="break-all text-primary underline-offset-2 hover:underline">
                      {h.email}
                    </a>
                  </dd>
                </div>
              </>
            )}
            <div>
              <dt className="text-muted-foreground">Location</dt>
              <dd className="flex items-center gap-2 font-medium">
                <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
                {h.city}, {h.state} {h.zip}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Project</dt>
              <dd className="mt-1 whitespace-pre-line">{h.details}</dd>
            </div>
            {lead.answers.length > 0 ? (
              <div className="sm:col-span-2">
                <dt className="text-muted-foreground">Answers</dt>
                <dd className="mt-1">
                  <ProjectAnswersList answers={lead.answers} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted-foreground">Pros requested</dt>
              <dd className="font-medium">{h.prosRequested}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Phone</dt>
              <dd className="font-medium">
                <PhoneVerified at={lead.phoneVerifiedAt} />
              </dd>
            </div>
            {lead.quality ? (
              <div data-testid="lead-quality">
                <dt className="text-muted-foreground">{qualityLabel(lead.quality)}</dt>
                <dd className="font-medium">{lead.quality.reasons}</dd>
              </div>
            ) : null}
          </dl>
          <LeadPhotos purchaseId={lead.purchaseId} photos={photos} />
          {hasCertificate ? (
            <p className="mt-4 text-sm">
              <Link
                to={`/pro/leads/${lead.purchaseId}/certificate`}
                className="font-medium text-primary underline-offset-2 hover:underline"
                data-testid="certificate-link"
              >
                Consent certificate
              </Link>
              <span className="text-muted-foreground"> · the signed record of the homeowner's consent to be contacted</span>
            </p>
          ) : null}
        </Card>

        <LeadFollowUpCard lead={lead} outcome={actionData} busy={busy === "status"} />
      </div>

      <ProQuoteCard
        purchaseId={lead.purchaseId}
        quote={quote}
        outcome={actionData}
        busy={typeof busy === "string" ? busy : undefined}
        today={today}
        closed={quoteClosed}
      />
      <ProThreadCard
        purchaseId={lead.purchaseId}
        homeownerName={h.fullName ?? "The homeowner"}
        messages={thread.messages}
        nextCursor={thread.nextCursor}
        outcome={actionData}
        busy={busy === "message"}
        closed={threadClosed}
      />

      <LeadReturnCard lead={lead} outcome={actionData} busy={busy === "return"} returnable={returnable} returnBy={returnBy} windowDays={windowDays} />
    </ProPage>
  );
}
