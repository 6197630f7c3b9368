import { Building, FileCheck, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/join-network";
import { CtaBanner } from "~/components/cta-banner";
import { CheckList } from "~/components/marketing/check-list";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { StepFlow } from "~/components/marketing/step-flow";
import { PageHero, Section } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { applicationSteps, contractorRequirements, joinNetworkBenefits } from "~/content/marketing";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Join Our Network",
    description:
      "Join a verified network of 5,000+ licensed, insured contractors. Get exclusive, pre-qualified leads in your area, with approval within 48 hours.",
    path: "/join-network",
  });

const applyChecklist = [
  { icon: FileCheck, label: "Your contractor license number and a copy of the license" },
  { icon: ShieldCheck, label: "Your insurance provider and certificate of insurance" },
  { icon: Building, label: "Your business details, years in business and the areas you serve" },
];

export default function JoinNetwork() {
  return (
    <>
      <PageHero
        eyebrow="Join Our Network"
        title={`Grow Your Business with ${site.name}`}
        subtitle="Join 5,000+ verified contractors who get exclusive, pre-qualified leads from homeowners ready to hire. Apply online and get approved within 48 hours."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/contractor-application" className={cn(buttonVariants({ variant: "inverse", size: "lg" }))}>
            Apply Now
          </Link>
          <Link to="/pricing" className={buttonVariants({ variant: "outlineInverse", size: "lg" })}>
            Learn More<span className="sr-only"> about plans and pricing</span>
          </Link>
        </div>
      </PageHero>

      <Section
        id="benefits"
        title="Why Contractors Join Our Network"
        intro="Everything you need to fill your schedule with the jobs you want, in the area you serve."
      >
        <FeatureGrid items={joinNetworkBenefits} />
      </Section>

      <section id="requirements" aria-labelledby="requirements-heading" className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
          <div>
            <h2 id="requirements-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
              Requirements to Join
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Homeowners trust our network because every contractor in it is licensed, insured and experienced. To join, you need:
            </p>
            <CheckList items={contractorRequirements} className="mt-8 text-base font-medium" />
          </div>
          <div className="rounded-3xl border bg-card p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold">Have These Ready When You Apply</h3>
            <ul className="mt-6 space-y-5">
              {applyChecklist.map(({ icon: ItemIcon, label }) => (
                <li key={label} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                    <ItemIcon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="pt-2">{label}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8 rounded-2xl bg-primary p-6 text-primary-foreground">
              <p className="text-3xl font-bold">48 hours</p>
              <p className="mt-1 text-blue-50">Qualified contractors are approved within 48 hours and receive login credentials and dashboard access.</p>
            </div>
          </div>
        </div>
      </section>

      <Section id="application-process" title="The Application Process" intro="Four steps from application to your first exclusive lead.">
        <StepFlow steps={applicationSteps} />
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/contractor-application" className={cn(buttonVariants({ size: "lg" }))}>
            Apply Now
          </Link>
          <Link to="/pricing" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
            Learn More<span className="sr-only"> about plans and pricing</span>
          </Link>
        </div>
      </Section>

      <CtaBanner
        title="Ready to Join Our Network?"
        text="Apply today and start receiving exclusive leads from homeowners in your service area."
        primary={{ to: "/contractor-application", label: "Apply Now" }}
        secondary={{ to: "/pricing", label: "Learn More", context: "about plans and pricing" }}
      />
    </>
  );
}
