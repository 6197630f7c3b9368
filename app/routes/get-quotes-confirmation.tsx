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
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

/** /get-quotes/confirmation?ref=THP-XXXXXX: where the quote form redirects after storing the request (post/redirect/get). */
export async function loader({ request }: Route.LoaderArgs) {
  const reference = (new URL(request.url).searchParams.get("ref") ?? "").trim().toUpperCase();
  const found = reference ? await getQuoteRequestConfirmation((await appContext()).db, { reference }) : undefined;
  if (!found) return data({ confirmation: null }, { status: 404 });
  const category = getCategory(found.category);
  return {
    confirmation: {
      reference: found.reference,
      pros: found.pros,
      city: found.city,
      state: found.state,
      category: found.category,
      categoryName: category?.name ?? found.category,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Quote Request Received",
    description:
      "Your free quote request is on its way. Verified, licensed and insured local pros will contact you within 24 hours. Keep your reference number handy.",
    path: "/get-quotes/confirmation",
    noindex: true,
  });

export default function GetQuotesConfirmation({ loaderData }: Route.ComponentProps) {
  const { confirmation } = loaderData;
  if (!confirmation) return <NotFoundConfirmation />;
  const { reference, pros, city, state, category, categoryName } = confirmation;
  const prosText = `${pros} verified ${pros === 1 ? "pro" : "pros"}`;
  const place = city && state ? `${city}, ${state}` : "";
  const trade = categoryName === "HVAC" ? categoryName : categoryName.toLowerCase();

  const next = [
    {
      title: "We match your request",
      text: `We send your ${trade} request to up to ${prosText}${place ? ` near ${place}` : ""}: licensed, insured and rated 4+ stars.`,
    },
    {
      title: "Pros contact you within 24 hours",
      text: `Expect a call, text or email from each pro. Have your reference number ${reference} handy.`,
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
            <p className="text-lg">
              Up to {prosText}
              {place ? (
                <>
                  {" "}
                  near <strong data-testid="quote-place">{place}</strong>
                </>
              ) : null}{" "}
              will contact you within 24 hours.
            </p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              We've sent a confirmation with your reference number to the email address you entered.
            </p>
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              Every pro is licensed, insured and rated 4+ stars.
            </p>
          </Card>
        </section>
        <section aria-labelledby="next-heading" className="lg:col-span-2">
          <h2 id="next-heading" className="text-xl font-bold tracking-tight">
            What Happens Next
          </h2>
          <NumberedSteps steps={next} className="gap-5" />
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
            We could not find a quote request with this reference number. Check the link in your confirmation email, or send a new
            request: it takes about two minutes.
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
