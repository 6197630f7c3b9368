import { ArrowRight, CheckCircle2, Star } from "lucide-react";
import { RATING_RULE_BRIEF } from "~/content/rating-bar";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CtaBanner } from "~/components/cta-banner";
import { HowItWorksTabs } from "~/components/home/how-it-works-tabs";
import { StatCounter } from "~/components/home/stat-counter";
import { Icon } from "~/components/icon";
import { Section } from "~/components/page-hero";
import { cardGridSizes, Picture } from "~/components/picture";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { categories } from "~/content/categories";
import { stats, testimonials, trustBadges } from "~/content/marketing";
import { preloadImageLink, responsiveImage } from "~/lib/responsive-image";
import { organizationJsonLd, originFrom, seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

const heroAvatars = ["avatar-1", "avatar-2", "avatar-3", "avatar-4", "avatar-5"];

/** The LCP image: the right half of the hero grid from lg up (80rem container, px-8, gap-12), full width below. */
const heroImage = responsiveImage(
  "hero",
  "/img/generated/hero.webp",
  "(min-width: 80rem) 36.5rem, (min-width: 64rem) calc(50vw - 3.5rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)",
);

export const links: Route.LinksFunction = () => [preloadImageLink(heroImage)];

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo(matches, {
    title: `${site.name} | Connecting Homeowners with Trusted Contractors`,
    description:
      "Get up to 3 free quotes from licensed, insured contractors within 24 hours. 100% free for homeowners. Contractors: buy exclusive leads in real time.",
    path: "/",
    jsonLd: { "@context": "https://schema.org", ...organizationJsonLd({ origin }) },
  });
};

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-blue-50 via-white to-amber-50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-secondary-foreground">
            <CheckCircle2 className="size-4" aria-hidden="true" /> 100% free for homeowners
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">Connecting Homeowners with Trusted Contractors</h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Get up to 3 free quotes from licensed, insured and verified contractors within 24 hours, nationwide in 50+ states. {RATING_RULE_BRIEF}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/get-quotes" className={buttonVariants({ size: "lg" })}>
              Get Free Quotes <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/buy-leads" className={buttonVariants({ size: "lg", variant: "outline" })}>
              Contractors: Get Leads
            </Link>
          </div>
          <div className="mt-10 flex items-center gap-4">
            <div className="flex -space-x-3">
              {/* Low priority: React would otherwise preload all five in <head>, ahead of the hero. */}
              {heroAvatars.map((seed) => (
                <img
                  key={seed}
                  src={`/img/generated/avatars/${seed}.webp`}
                  alt=""
                  width={48}
                  height={48}
                  fetchPriority="low"
                  className="size-12 rounded-full border-2 border-white bg-secondary"
                />
              ))}
            </div>
            <div>
              <div className="flex text-amber-500" aria-hidden="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </div>
              <p className="text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">1,000+</span> five-star clients
              </p>
            </div>
          </div>
        </div>
        <div className="relative">
          <div className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-black/5">
            <Picture image={heroImage} alt="A home surrounded by roofing, solar, HVAC, electrical and plumbing professionals" priority />
          </div>
        </div>
      </div>
    </section>
  );
}

function TrustStrip() {
  return (
    <section aria-label="Why homeowners trust us" className="border-y bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 sm:px-6 md:grid-cols-3 lg:grid-cols-6 lg:px-8">
        {trustBadges.map((b) => (
          <li key={b.label} className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Icon name={b.icon} className="size-5 shrink-0 text-primary" />
            {b.label}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoriesGrid() {
  return (
    <Section id="categories" title="Top Contractor Categories" intro="Whatever the project, we connect you with verified local pros who specialize in it.">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={`/services/${c.slug}`}
              className="group block h-full overflow-hidden rounded-xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <Picture image={responsiveImage("category", `/img/generated/categories/${c.slug}.webp`, cardGridSizes)} alt="" className="aspect-[8/5]" />
              <div className="p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-lg bg-secondary text-primary">
                    <Icon name={c.icon} className="size-5" />
                  </span>
                  <h3 className="text-lg font-semibold">{c.name}</h3>
                </div>
                <p className="mt-3 text-sm text-muted-foreground">{c.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  Explore {c.name} <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function StatsBand() {
  return (
    <section aria-labelledby="stats-heading" className="bg-gradient-to-r from-primary to-blue-900">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="sr-only">
          Our results in numbers
        </h2>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-5">
          {stats.map((s) => (
            <StatCounter key={s.label} value={s.value} suffix={s.suffix} label={s.label} />
          ))}
        </div>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <Section id="testimonials" title="What Our Customers Say" intro="Homeowners and contractors across the country rely on us every day." muted>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <Card className="h-full">
              <div className="flex h-full flex-col p-6">
                <div className="flex text-amber-500">
                  {Array.from({ length: t.rating }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                  <span className="sr-only">Rated {t.rating} out of 5</span>
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">“{t.quote}”</blockquote>
                <div className="mt-6 flex items-center gap-3">
                  <img
                    src={`/img/generated/avatars/${t.avatarSeed}.webp`}
                    alt=""
                    width={44}
                    height={44}
                    loading="lazy"
                    decoding="async"
                    className="size-11 rounded-full bg-secondary"
                  />
                  <div>
                    <p className="font-semibold">{t.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {t.role}, {t.location}
                    </p>
                  </div>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function Home() {
  return (
    <>
      <Hero />
      <TrustStrip />
      <CategoriesGrid />
      <Section id="how-it-works" title="How It Works" intro="Simple for homeowners, profitable for contractors." muted>
        <HowItWorksTabs />
        <p className="mt-10 text-center">
          <Link to="/how-it-works" className={cn(buttonVariants({ variant: "link", size: null, wrap: true }), "min-h-10 px-4 py-2 text-base")}>
            Learn more about how it works <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      </Section>
      <StatsBand />
      <Testimonials />
      <CtaBanner
        title="Ready to Start Your Project?"
        text="Tell us what you need and get up to 3 free quotes from trusted local contractors. Contractors: grow your business with exclusive leads."
        primary={{ to: "/get-quotes", label: "Get Free Quotes" }}
        secondary={{ to: "/buy-leads", label: "Contractors: Get Leads" }}
      />
    </>
  );
}
