import { ArrowRight, HardHat, House } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/how-it-works";
import { CtaBanner } from "~/components/cta-banner";
import { CheckList } from "~/components/marketing/check-list";
import { StepFlow } from "~/components/marketing/step-flow";
import { PageHero } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { contractorBenefits, contractorSteps, homeownerBenefits, homeownerSteps, type Step } from "~/content/marketing";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "How It Works",
    description:
      "Homeowners get up to 3 free quotes from verified contractors within 24 hours. Contractors get exclusive, pre-qualified leads in real time. See how it works.",
    path: "/how-it-works",
  });

function AudienceSection({
  id,
  eyebrow,
  title,
  intro,
  steps,
  benefitsTitle,
  benefits,
  cta,
  muted = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly Step[];
  benefitsTitle: string;
  benefits: readonly string[];
  cta: ReactNode;
  muted?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(muted && "bg-muted")}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
        </div>
        <StepFlow steps={steps} />
        <div className="mt-14 grid gap-8 rounded-3xl border bg-card p-6 shadow-sm sm:p-10 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-3">
            <h3 className="text-xl font-semibold">{benefitsTitle}</h3>
            <CheckList items={benefits} columns className="mt-6" />
          </div>
          <div className="flex lg:col-span-2 lg:justify-end">{cta}</div>
        </div>
      </div>
    </section>
  );
}

export default function HowItWorks() {
  return (
    <>
      <PageHero
        eyebrow="How It Works"
        title={`How ${site.name} Works`}
        subtitle="Homeowners get free quotes from verified contractors. Contractors get exclusive leads from homeowners ready to hire. Here is how it works for each of you."
      >
        <ul className="grid gap-3 sm:flex sm:flex-wrap">
          <li>
            <a href="#homeowners" className={cn(buttonVariants({ variant: "inverse", size: "lg" }), "w-full sm:w-auto")}>
              <House aria-hidden="true" />
              For Homeowners
            </a>
          </li>
          <li>
            <a href="#contractors" className={cn(buttonVariants({ variant: "outlineInverse", size: "lg" }), "w-full sm:w-auto")}>
              <HardHat aria-hidden="true" />
              For Contractors
            </a>
          </li>
        </ul>
      </PageHero>

      <AudienceSection
        id="homeowners"
        eyebrow="For Homeowners"
        title="Get Free Quotes in Four Easy Steps"
        intro="Tell us what you need and we'll match you with up to 3 licensed, insured contractors near you. It's 100% free, with no obligation to hire."
        steps={homeownerSteps}
        benefitsTitle="Why Homeowners Use Us"
        benefits={homeownerBenefits}
        cta={
          <Link to="/get-quotes" className={cn(buttonVariants({ size: "lg" }), "w-full lg:w-auto")}>
            {"Get Started - It's Free"}
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      />

      <AudienceSection
        id="contractors"
        muted
        eyebrow="For Contractors"
        title="Grow Your Business with Exclusive Leads"
        intro="Apply once, set your preferences and receive pre-qualified leads in real time. Every lead is sold to you and no one else."
        steps={contractorSteps}
        benefitsTitle="Why Contractors Choose Us"
        benefits={contractorBenefits}
        cta={
          <Link to="/buy-leads" className={cn(buttonVariants({ size: "lg" }), "w-full lg:w-auto")}>
            Start Buying Leads
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      />

      <CtaBanner
        title="Ready to Get Started?"
        text="Homeowners: get free quotes in minutes. Contractors: join a verified network and start receiving exclusive leads."
        primary={{ to: "/get-quotes", label: "Get Free Quotes" }}
        secondary={{ to: "/join-network", label: "Join Our Network" }}
      />
    </>
  );
}
