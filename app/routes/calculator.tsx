import { BadgeCheck, Calculator, Lock } from "lucide-react";
import { data } from "react-router";
import { NumberedSteps } from "~/components/numbered-steps";
import type { Route } from "./+types/calculator";
import { findCalculator } from "~/calculators";
import { calculatorAction } from "~/routes/calculator.server";
import { appContext } from "~/web/context.server";
import { calculatorPageCopy } from "~/components/calculator/page-copy";
import { PageHero } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { ALL_FIELDS_REQUIRED } from "~/forms/calculator-contact";
import { CONSENT_VERSION, consentText } from "~/forms/consent";
import { originFrom, seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";
import { Island, islands } from "~/browser";
import questionnaireIsland from "~/components/islands/entries/calculator-questionnaire";

/** Only the questionnaire runs in the browser (an island, docs/decisions/0040); the rest of the page is HTML. */
export const handle = islands(questionnaireIsland);

export function loader({ params }: Route.LoaderArgs) {
  const def = findCalculator(params.type);
  if (!def) throw data(null, { status: 404 });
  return {
    type: def.type,
    title: def.title,
    description: def.description,
    questions: def.questions,
    consent: {
      version: CONSENT_VERSION,
      texts: { "1": consentText(1), "2": consentText(2), "3": consentText(3) },
    },
    allFieldsRequired: ALL_FIELDS_REQUIRED,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const def = findCalculator(params.type);
  if (!def) throw data(null, { status: 404 });
  return calculatorAction(request, def, await appContext(context));
}

// Retry-After, Cache-Control and Referrer-Policy from the loader and action reach the response.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const copy = calculatorPageCopy[loaderData.type];
  const path = `/calculators/${loaderData.type}`;
  return seo(matches, {
    title: loaderData.title,
    description: copy.description,
    path,
    keywords: copy.keywords,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: loaderData.title,
      description: copy.description,
      url: new URL(path, originFrom(matches)).toString(),
      applicationCategory: "FinanceApplication",
      operatingSystem: "Any",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    },
  });
};

const steps = [
  { title: "Answer a few questions", text: "About your home and your project. It takes about two minutes." },
  { title: "See your estimate", text: "A cost range from typical national prices, with the figures behind it." },
  { title: "Connect with local pros", text: "If you like, up to 3 verified contractors send you free quotes." },
];

const goodToKnow = [
  { icon: BadgeCheck, text: "100% free for homeowners, with no obligation to hire." },
  { icon: Lock, text: "Your details go to contractors only if you ask us to connect you." },
  { icon: Calculator, text: "Estimates use typical prices; your local quotes may differ." },
];

export default function CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { type, title, description, questions, consent, allFieldsRequired } = loaderData;
  return (
    <>
      <PageHero eyebrow="Free Cost Calculator" title={title} subtitle={<p>{description}</p>} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-3 lg:px-8">
        <section id="calculator" aria-label={`${title} questionnaire`} className="min-w-0 lg:col-span-2">
          <Island
            key={type}
            of={questionnaireIsland}
            props={{
              type,
              questions,
              // Without JavaScript each step is a new page: the fragment scrolls it to the questionnaire.
              action: `/calculators/${type}#calculator`,
              consent,
              allFieldsRequired,
              initial: actionData,
            }}
          />
        </section>
        <aside aria-label="About this calculator" className="flex flex-col gap-8">
          <section aria-labelledby="calc-how-heading">
            <h2 id="calc-how-heading" className="text-xl font-bold tracking-tight">
              How It Works
            </h2>
            <NumberedSteps steps={steps} />
          </section>
          <section aria-labelledby="calc-know-heading" className="rounded-xl border bg-muted p-6">
            <h2 id="calc-know-heading" className="text-xl font-bold tracking-tight">
              Good to Know
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {goodToKnow.map((g) => (
                <li key={g.text} className="flex gap-3 text-sm">
                  <g.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{g.text}</span>
                </li>
              ))}
            </ul>
          </section>
          <div className="flex flex-col gap-3">
            <a href="/get-quotes" className={buttonVariants({ variant: "accent" })}>
              Skip ahead: Get Free Quotes
            </a>
            <a href="/calculators" className={buttonVariants({ variant: "outline" })}>
              See All Calculators
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}
