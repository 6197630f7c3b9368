import { BellRing, RefreshCw, Target } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/buy-leads";
import { CtaBanner } from "~/components/cta-banner";
import { Icon } from "~/components/icon";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { StepFlow } from "~/components/marketing/step-flow";
import { PageHero, Section } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { categories } from "~/content/categories";
import { buyLeadsFeatures, buyLeadsSteps } from "~/content/marketing";
import { categoryPrices, formatRange } from "~/content/prices";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Buy Leads",
    description:
      "Buy exclusive, pre-qualified leads for roofing, solar, HVAC, home improvement, electrical and plumbing, delivered in real time by SMS, email and dashboard.",
    path: "/buy-leads",
    keywords: ["exclusive contractor leads", "roofing leads", "solar leads", "HVAC leads", "plumbing leads"],
  });

const heroPoints = [
  { icon: Target, label: "Sold to one contractor only" },
  { icon: BellRing, label: "Real-time SMS, email & dashboard" },
  { icon: RefreshCw, label: "Invalid leads replaced or credited" },
];

export default function BuyLeads() {
  return (
    <>
      <PageHero
        eyebrow="For Contractors"
        title="Exclusive Leads That Grow Your Business"
        subtitle="Pre-qualified homeowners with real projects, delivered to you the moment they ask for a quote. Every lead is sold to one contractor only: you never race competitors to the same door."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/contractor-application" className={cn(buttonVariants({ variant: "inverse", size: "lg" }))}>
            Apply Now
          </Link>
          <Link to="/pricing" className={buttonVariants({ variant: "outlineInverse", size: "lg" })}>
            View Pricing
          </Link>
        </div>
        <ul className="mt-8 flex flex-col gap-3 text-sm font-medium text-blue-50 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {heroPoints.map(({ icon: PointIcon, label }) => (
            <li key={label} className="flex items-center gap-2">
              <PointIcon className="size-4 text-blue-200" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section
        id="features"
        title="Why Contractors Choose Our Leads"
        intro="Stop paying for leads that five other companies are already calling. Ours are exclusive, checked and delivered in real time."
      >
        <FeatureGrid items={buyLeadsFeatures} />
      </Section>

      <Section
        id="lead-prices"
        muted
        title="Leads Available in Six Categories"
        intro="Professional plan price per exclusive lead, with the number of leads available each month."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {categoryPrices.map((row) => {
            const category = categories.find((c) => c.slug === row.category);
            if (!category) return null;
            return (
              <li key={row.category} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-center gap-4">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md shadow-primary/20">
                    <Icon name={category.icon} className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold leading-tight">{category.name}</h3>
                    <p className="text-sm text-muted-foreground">{category.description}</p>
                  </div>
                </div>
                <dl className="mt-6 grid grid-cols-2 gap-3 border-t pt-5">
                  <div>
                    <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Price per lead</dt>
                    <dd className="mt-1 text-2xl font-bold tabular-nums text-primary">{formatRange(row.professional)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Available monthly</dt>
                    <dd className="mt-1 text-2xl font-bold tabular-nums">{category.monthlyAvailability}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">
          Prices shown are Professional plan rates. Compare Pay-As-You-Go and Enterprise rates, and aged solar leads, on our{" "}
          <Link to="/pricing" className="font-semibold text-primary underline underline-offset-2">
            pricing page
          </Link>
          .
        </p>
      </Section>

      <Section id="how-it-works" title="How It Works" intro="From application to your first exclusive lead in four simple steps.">
        <StepFlow steps={buyLeadsSteps} />
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/contractor-application" className={cn(buttonVariants({ size: "lg" }))}>
            Apply Now
          </Link>
          <Link to="/pricing" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
            View Pricing
          </Link>
        </div>
      </Section>

      <CtaBanner
        title="Ready to Win More Jobs?"
        text="Apply in minutes. Qualified contractors are approved within 48 hours and can start buying exclusive leads right away."
        primary={{ to: "/contractor-application", label: "Apply Now" }}
        secondary={{ to: "/pricing", label: "View Pricing" }}
      />
    </>
  );
}
