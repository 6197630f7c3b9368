import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/pricing";
import { CtaBanner } from "~/components/cta-banner";
import { FaqList } from "~/components/marketing/faq-list";
import { PlanCards } from "~/components/marketing/plan-cards";
import { minimumRule } from "~/content/plans";
import { PriceTable } from "~/components/marketing/price-table";
import { pricingRequestSubmitted, pricingTableId } from "~/components/marketing/pricing-dialog";
import { Island, islands } from "~/browser";
import pricingRequestIsland from "~/components/islands/entries/pricing-request";
import { PRICING_INTENT } from "~/components/marketing/pricing-request-form";
import { PageHero, Section } from "~/components/page-hero";
import { formResponse, runFormHandler } from "~/web/form-action.server";
import { FormAlert } from "~/components/forms/form-field";
import type { FormFailure } from "~/forms/submission-result";
import { pricingFaqs } from "~/content/pricing-faqs";
import { handlePricingRequestSubmission, pricingRequestPost } from "~/domain/pricing-requests/handle-pricing-request-submission.server";
import { appContext } from "~/web/context.server";
import { readPostBody } from "~/web/form-submission.server";
import { submitForm } from "~/web/submit-form.server";
import { pickForm } from "~/lib/form-data.server";
import { faqJsonLd, seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";

/** Only the request-pricing dialog runs in the browser (an island, docs/decisions/0040); the rest of the page is HTML. */
export const handle = islands(pricingRequestIsland);

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Pricing",
    description:
      "Compare Pay-As-You-Go, Professional ($299/month, 20% off every lead) and Enterprise plans for exclusive contractor leads, and request lead prices for your area.",
    path: "/pricing",
    jsonLd: faqJsonLd(pricingFaqs),
  });

export const UNKNOWN_FORM_MESSAGE = "We could not tell which form was sent. Please use the Request Pricing form.";

/** The one form on this page: the request-pricing dialog (intent "pricing-request"). */
export async function action({ request, context }: Route.ActionArgs) {
  // The body is read once: the intent is picked from it here, the form's fields by the form's reader.
  const body = await readPostBody(request, pricingRequestPost);
  const read = body.ok ? pickForm(body.entries, { fields: ["intent"], files: [] }) : body;
  if (!read.ok) {
    const failure: FormFailure = { ok: false, status: read.status, errors: { "": [read.message] }, formError: read.message, values: {} };
    return data(failure, { status: read.status });
  }
  if (read.values.intent !== PRICING_INTENT) {
    const failure: FormFailure = { ok: false, status: 400, errors: { "": [UNKNOWN_FORM_MESSAGE] }, formError: UNKNOWN_FORM_MESSAGE, values: {} };
    return data(failure, { status: 400 });
  }
  return formResponse(
    await runFormHandler("pricing-request", async () =>
      submitForm(pricingRequestPost, handlePricingRequestSubmission, request, await appContext(context), { body }),
    ),
  );
}

export default function Pricing({ actionData }: Route.ComponentProps) {
  // Without JavaScript the reply to a request is this page: a success shows as a notice at its top. (With
  // JavaScript the dialog island posts in the background and this part of the page never changes.)
  const showNotice = actionData?.ok === true;
  // The visitor's account from the root loader: present only when the page is rendered for a signed-in session.
  const account = (useRouteLoaderData("root") as { account?: { home: string } | null } | undefined)?.account;
  return (
    <>
      {showNotice ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <FormAlert variant="success" title={pricingRequestSubmitted.title}>
            <p>{pricingRequestSubmitted.description}</p>
          </FormAlert>
        </div>
      ) : null}
      <PageHero
        eyebrow="Pricing"
        title="Plans That Grow with Your Business"
        subtitle="Buy exclusive leads one at a time, or subscribe and save 20-30% on every lead. No shared leads, and invalid leads are replaced or credited."
      />

      <Section id="plans" title="Choose Your Plan" intro="Every plan includes exclusive leads, real-time delivery and our invalid-lead guarantee.">
        <div className="pt-4">
          <PlanCards contractorSignedIn={account?.home === "/pro"} />
        </div>
        {/* What "Minimum N leads/month" means (decision "plans and billing"). */}
        <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted-foreground" data-testid="minimum-rule">
          {minimumRule}
        </p>
      </Section>

      <Section
        id={pricingTableId}
        muted
        title="Lead Prices by Category"
        intro="The price per exclusive lead depends on the category and your plan. Request pricing to see current rates for your service area."
      >
        <div className="mx-auto max-w-5xl">
          <PriceTable />
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions" intro="Straight answers about plans, billing and lead quality.">
        <FaqList faqs={pricingFaqs} />
      </Section>

      <CtaBanner
        title="Not Sure Which Plan Fits?"
        text="Talk to our team about your categories, service area and goals, and we'll help you choose the right plan."
        primary={{ to: "/contact", label: "Contact Sales" }}
        secondary={{ to: "/contractor-application", label: "Apply Now" }}
      />
      <Island of={pricingRequestIsland} props={{ outcome: actionData }} />
    </>
  );
}
