import { ArrowRight, BadgeCheck, CheckCircle2, Mail, SearchX } from "lucide-react";
import { data, Link } from "react-router";
import { NumberedSteps } from "~/components/numbered-steps";
import type { Route } from "./+types/get-quotes-confirmation";
import { PageHero } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getCategory } from "~/content/categories";
import { appContext } from "~/web/context.server";
import { getQuoteRequestConfirmation } from "~/domain/quote-requests/get-quote-request-confirmation.server";
import { getConfirmationOutlook } from "~/domain/homeowners/get-confirmation-outlook.server";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { PhoneCheck } from "~/components/phone-check";
import { phoneCheckAction, phoneCheckView } from "~/web/phone-check.server";
import { passOnHeaders } from "~/lib/route-headers";

// The phone check's answers carry headers (Retry-After on a limit): passed on, or React Router drops them.
export const headers = passOnHeaders;

/** /get-quotes/confirmation?ref=THP-XXXXXX: where the quote form redirects after storing the request (post/redirect/get). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = (url.searchParams.get("ref") ?? "").trim().toUpperCase();
  const ctx = await appContext();
  const { db } = ctx;
  const found = reference ? await getQuoteRequestConfirmation(db, { reference }) : undefined;
  const outlook = found ? await getConfirmationOutlook(db, found.reference) : undefined;
  if (!found || !outlook) return data({ confirmation: null }, { status: 404 });
  const category = getCategory(found.category);
  return {
    confirmation: {
      reference: found.reference,
      pros: found.pros,
      city: found.city,
      state: found.state,
      category: found.category,
      categoryName: category?.name ?? found.category,
      outlook,
    },
    phoneCheck: await phoneCheckView(ctx, found.reference, url.searchParams.get("key")),
  };
}

/** POST: the phone check's code or "Send a new code" (app/web/phone-check.server.ts); the page renders the outcome. */
export async function action({ request, context }: Route.ActionArgs) {
  return phoneCheckAction(await appContext(context), request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Quote Request Received",
    description:
      "Your free quote request is received. See how many verified local pros serve your area, and follow your request from the private link we e-mailed you.",
    path: "/get-quotes/confirmation",
    noindex: true,
  });

export default function GetQuotesConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation } = loaderData;
  if (!confirmation) return <NotFoundConfirmation />;
  const phoneCheck = "phoneCheck" in loaderData ? loaderData.phoneCheck : null;
  const { reference, city, state, category, categoryName, outlook } = confirmation;
  const place = city && state ? `${city}, ${state}` : "";
  const trade = categoryName === "HVAC" ? categoryName : categoryName.toLowerCase();

  // Only what is true now (decision 0021): the pros who serve the area, or that we are still looking.
  const next = [
    outlook.servingPros > 0
      ? {
          title: "We send your request",
          text: `Your ${trade} request is offered to the verified pros who serve your area${place ? ` (${place})` : ""}. Our team checked each one's licence and insurance.`,
        }
      : {
          title: "We look for a pro",
          text: `No verified pro serves your area${place ? ` (${place})` : ""} yet. We are looking, and we will e-mail you within 24 hours either way.`,
        },
    {
      title: "We tell you who will call",
      text: `As each pro takes your request, we e-mail you its name, phone number and verification. Have your reference number ${reference} handy.`,
    },
    {
      title: "Compare quotes and choose",
      text: "Compare prices, timelines and reviews side by side. You're never obliged to hire, and our service is 100% free.",
    },
  ];

  return (
    <>
      <PageHero
        eyebrow="Request Received"
        title="Your Quote Request Is On Its Way!"
        subtitle={<p>Thank you for choosing us for your {trade} project. Here is what happens next.</p>}
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-5 lg:px-8">
        <section aria-labelledby="confirmation-heading" className="lg:col-span-3">
          <Card className="flex flex-col gap-5 p-6 sm:p-8">
            <div className="flex items-start gap-3">
              <CheckCircle2 className="mt-1 size-7 shrink-0 text-success" aria-hidden="true" />
              <div>
                <h2 id="confirmation-heading" className="text-2xl font-bold tracking-tight">
                  Request confirmed
                </h2>
                <p className="mt-1 text-muted-foreground">{categoryName} quotes, free and with no obligation.</p>
              </div>
            </div>
            <div className="rounded-lg border bg-muted p-4">
              <p className="text-sm font-medium text-muted-foreground">Your reference number</p>
              <p className="mt-1 font-mono text-2xl font-bold tracking-wider" data-testid="quote-reference">
                {reference}
              </p>
            </div>
            {phoneCheck ? <PhoneCheck view={phoneCheck} result={actionData} /> : null}
            <div data-testid="serving-pros">
              <p className="text-lg font-semibold">{outlook.headline}</p>
              <p className="mt-1">{outlook.next}</p>
              {place ? (
                <p className="mt-1 text-sm text-muted-foreground">
                  Your project: <strong data-testid="quote-place">{place}</strong>
                </p>
              ) : null}
            </div>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              We've sent a confirmation with your reference number and a private link to follow your request to the email address you entered.
            </p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              Every pro in our network had their licence and insurance checked by our team before taking requests.
            </p>
          </Card>
        </section>
        <section aria-labelledby="next-heading" className="lg:col-span-2">
          <h2 id="next-heading" className="text-xl font-bold tracking-tight">
            What Happens Next
          </h2>
          <NumberedSteps steps={next} className="mt-4 gap-5" />
          <div className="mt-8 flex flex-col gap-3">
            <Link to={`/calculators/${category}`} className={buttonVariants({ variant: "outline" })}>
              Estimate Your {categoryName} Costs
            </Link>
            <Link to="/blog/choosing-contractor" className={cn(buttonVariants({ variant: "ghost" }), "text-primary")}>
              How to Choose a Contractor
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function NotFoundConfirmation() {
  return (
    <>
      <PageHero eyebrow="Get Free Quotes" title="Quote Request Not Found" />
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        <div className="flex items-start gap-3">
          <SearchX className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-lg">
            We could not find a quote request with this reference number. Check the link in your confirmation email, or send a new request: it takes about two
            minutes.
          </p>
        </div>
        <Link to="/get-quotes" className={buttonVariants({ size: "lg" })}>
          Get Free Quotes
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </>
  );
}
