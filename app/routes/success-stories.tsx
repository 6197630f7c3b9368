import type { Route } from "./+types/success-stories";
import { CtaBanner } from "~/components/cta-banner";
import { StatTiles } from "~/components/marketing/stat-tiles";
import { SuccessStoryCard } from "~/components/marketing/success-story-card";
import { PageHero, Section } from "~/components/page-hero";
import { successStats, successStories } from "~/content/marketing";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Success Stories",
    description:
      "See how roofing, solar, HVAC, remodeling, electrical and plumbing contractors grew revenue and close rates with exclusive, pre-qualified leads from our network.",
    path: "/success-stories",
  });

export default function SuccessStories() {
  return (
    <>
      <PageHero
        eyebrow="Success Stories"
        title="Real Contractors, Real Results"
        subtitle="Contractors across the country use exclusive leads to close more jobs, add crews and grow on their own terms. Here is how six of them did it."
        className="pb-16 md:pb-24"
      />

      <div className="relative z-10 mx-auto -mt-12 max-w-5xl px-4 sm:px-6 md:-mt-16 lg:px-8">
        <StatTiles tiles={successStats} className="md:grid-cols-4" />
      </div>

      <Section
        id="case-studies"
        title="Contractor Case Studies"
        intro="From two-crew roofers to six-truck HVAC companies: what changed when they switched to exclusive leads."
      >
        <div className="space-y-10">
          {successStories.map((story, index) => (
            <SuccessStoryCard key={story.company} story={story} reverse={index % 2 === 1} />
          ))}
        </div>
      </Section>

      <CtaBanner
        title="Write Your Own Success Story"
        text="Join our network of verified contractors and start receiving exclusive leads in your service area."
        primary={{ to: "/contractor-application", label: "Apply Now" }}
        secondary={{ to: "/pricing", label: "View Pricing" }}
      />
    </>
  );
}
