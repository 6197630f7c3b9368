import { ArrowRight, ClipboardList, Gauge, Scale } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/calculators-index";
import { calculatorList } from "~/calculators";
import { CtaBanner } from "~/components/cta-banner";
import { Icon } from "~/components/icon";
import { PageHero, Section } from "~/components/page-hero";
import { calculatorHighlights } from "~/components/marketing/page-descriptions";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { getCategory } from "~/content/categories";
import { originFrom, seo } from "~/lib/seo";

const description =
  "Free cost calculators for roofing, solar, HVAC, electrical, plumbing and home improvement projects. Estimate your price, savings and ROI in about two minutes.";

export function loader() {
  return {
    calculators: calculatorList.map((c) => ({
      type: c.type,
      title: c.title,
      description: c.description,
      highlight: calculatorHighlights[c.type],
      icon: getCategory(c.category)?.icon ?? "Calculator",
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "Home Project Cost Calculators",
    description,
    path: "/calculators",
    keywords: ["home improvement cost calculator", "roofing cost calculator", "solar savings calculator", "HVAC cost calculator"],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Home project cost calculators",
      itemListElement: (loaderData?.calculators ?? []).map((c, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: c.title,
        url: new URL(`/calculators/${c.type}`, originFrom(matches)).toString(),
      })),
    },
  });

const steps = [
  {
    icon: ClipboardList,
    title: "Answer a Few Questions",
    text: "Five quick questions about your home and your project. No sign-up needed to start.",
  },
  {
    icon: Gauge,
    title: "See Your Estimate",
    text: "Get a cost range built from typical national prices, with the details behind the number.",
  },
  {
    icon: Scale,
    title: "Compare Real Quotes",
    text: "Use your estimate to compare up to 3 free quotes from verified local contractors.",
  },
];

export default function CalculatorsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Free Cost Calculators"
        title="What Will Your Home Project Cost?"
        subtitle="Pick a calculator, answer a few quick questions and get a personalized estimate for your roofing, solar, HVAC, electrical, plumbing or home improvement project."
      />

      <Section id="calculators" title="Choose a Calculator" intro="Each calculator takes about two minutes and is 100% free.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.calculators.map((c) => (
            <li key={c.type}>
              <Card className="flex h-full flex-col p-6">
                <span className="grid size-12 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon name={c.icon} className="size-6" />
                </span>
                <h3 id={`calc-${c.type}`} className="mt-4 text-xl font-semibold">
                  {c.title}
                </h3>
                <p className="mt-1 text-sm font-semibold text-primary">{c.highlight}</p>
                <p className="mt-3 flex-1 text-sm leading-6 text-muted-foreground">{c.description}</p>
                <Link to={`/calculators/${c.type}`} aria-describedby={`calc-${c.type}`} className={buttonVariants({ className: "mt-6 w-full" })}>
                  Start Calculator
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-estimates-work" title="From Estimate to Real Quotes" muted>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{i + 1}</span>
                <s.icon className="size-6 text-primary" aria-hidden="true" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
          Estimates are a starting point, not a quote. Local labor rates, permits and the condition of your home can move the final price, which is why we
          recommend comparing written quotes from licensed, insured contractors.
        </p>
      </Section>

      <CtaBanner
        title="Ready for Real Prices?"
        text="Skip the estimate and get up to 3 free quotes from verified contractors within 24 hours. 100% free, no obligation."
        primary={{ to: "/get-quotes", label: "Get Free Quotes" }}
        secondary={{ to: "/find-contractors", label: "Find Contractors" }}
      />
    </>
  );
}
