import { ArrowRight, Briefcase, Building, CalendarDays, Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { formatCounter, StatTiles } from "~/components/marketing/stat-tiles";
import { PageHero, Section } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { aboutContent } from "~/content/marketing";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Us",
    description: `Founded in New York in 2020, ${site.name} connects homeowners with licensed, insured contractors and sells contractors exclusive leads nationwide.`,
    path: "/about",
  });

const facts = [
  { icon: CalendarDays, label: "Founded", value: String(site.foundedYear) },
  { icon: MapPin, label: "Headquarters", value: `${site.address.locality}, ${site.address.region}` },
  { icon: Building, label: "What we are", value: "Lead-generation agency" },
];

export default function About() {
  const statTiles = aboutContent.stats.map((stat) => ({ value: formatCounter(stat), label: stat.label }));
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title={`About ${site.name}`}
        subtitle={`Since ${site.foundedYear}, we have helped homeowners find contractors they can trust, and helped honest contractors grow with leads that are theirs alone.`}
      />

      <section aria-labelledby="mission-heading">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:items-center lg:gap-16 lg:px-8">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Our Mission</p>
            <h2 id="mission-heading" className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
              Hiring a contractor should be simple and safe
            </h2>
            <p className="mt-6 text-xl leading-relaxed text-muted-foreground">{aboutContent.mission}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
            {facts.map(({ icon: FactIcon, label, value }) => (
              <li key={label} className="flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-sm">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
                  <FactIcon className="size-6" aria-hidden="true" />
                </span>
                <p>
                  <span className="block text-sm text-muted-foreground">{label}</span>
                  <span className="block text-lg font-semibold">{value}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center lg:gap-16 lg:px-8">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
              Our Story
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted-foreground">
              {aboutContent.story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <picture>
            <source type="image/avif" srcSet="/img/generated/hero.avif" />
            <img src="/img/generated/hero.webp" width={1200} height={900} alt="" loading="lazy" decoding="async" className="w-full rounded-3xl shadow-xl" />
          </picture>
        </div>
      </section>

      <Section id="values" title="Our Values" intro="The principles behind every match we make and every lead we sell.">
        <FeatureGrid items={aboutContent.values} columns={4} />
      </Section>

      <section aria-labelledby="numbers-heading" className="bg-gradient-to-br from-blue-900 to-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="numbers-heading" className="text-center text-3xl font-bold tracking-tight md:text-4xl">
            By the Numbers
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-blue-50">Nationwide, across 50+ states, since {site.foundedYear}.</p>
          <StatTiles tiles={statTiles} inverse className="mt-10 sm:grid-cols-3 lg:grid-cols-5" />
        </div>
      </section>

      <Section id="connect" title="Work With Us" intro="Whether you want to join our team or talk to us, we'd love to hear from you.">
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          <li className="flex flex-col rounded-2xl border bg-card p-8 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
              <Briefcase className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">Careers</h3>
            <p className="mt-2 flex-1 text-muted-foreground">
              Help us make hiring a contractor simple and safe. See our open positions at our New York office.
            </p>
            <Link to="/careers" className={cn(buttonVariants({ variant: "outline", className: "mt-6 w-fit" }))}>
              View Open Positions
              <ArrowRight aria-hidden="true" />
            </Link>
          </li>
          <li className="flex flex-col rounded-2xl border bg-card p-8 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">Contact Us</h3>
            <p className="mt-2 flex-1 text-muted-foreground">Questions about a project, our contractor network or a partnership? We respond within 24 hours.</p>
            <Link to="/contact" className={cn(buttonVariants({ variant: "outline", className: "mt-6 w-fit" }))}>
              Get in Touch
              <ArrowRight aria-hidden="true" />
            </Link>
          </li>
        </ul>
      </Section>

      <CtaBanner
        title="Ready to Start Your Project?"
        text="Get up to 3 free quotes from verified, licensed and insured contractors within 24 hours."
        primary={{ to: "/get-quotes", label: "Get Free Quotes" }}
        secondary={{ to: "/buy-leads", label: "Contractors: Get Leads" }}
      />
    </>
  );
}
