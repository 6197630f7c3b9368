import { Calculator, CheckCircle2, ChevronDown, Search } from "lucide-react";
import { RATING_RULE_SHORT } from "~/content/rating-bar";
import { data, Link } from "react-router";
import type { Route } from "./+types/service";
import { calculators } from "~/calculators";
import { CtaBanner } from "~/components/cta-banner";
import { Icon } from "~/components/icon";
import { Section } from "~/components/page-hero";
import { serviceDescriptions } from "~/components/marketing/page-descriptions";
import { Picture } from "~/components/picture";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { getCategory, isCategorySlug } from "~/content/categories";
import { services } from "~/content/services";
import { preloadImageMeta, responsiveImage } from "~/lib/responsive-image";
import { faqJsonLd, originFrom, seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

/** The LCP image: the right half of the hero grid from lg up (80rem container, px-8, gap-10), full width below. */
function categoryHero(slug: string) {
  return responsiveImage(
    "category",
    `/img/generated/categories/${slug}.webp`,
    "(min-width: 80rem) 36.75rem, (min-width: 64rem) calc(50vw - 3.25rem), (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)",
  );
}

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.category;
  const category = isCategorySlug(slug) ? getCategory(slug) : undefined;
  if (!category) throw data(null, { status: 404 });
  const calculator = calculators[category.slug];
  return {
    slug: category.slug,
    name: category.name,
    description: serviceDescriptions[category.slug],
    page: services[category.slug],
    calculator: { title: calculator.title, description: calculator.description },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { slug, name, page, description } = loaderData;
  const path = `/services/${slug}`;
  const origin = originFrom(matches);
  const tags = seo(matches, {
    title: `${name} Services`,
    description,
    path,
    image: `/img/generated/categories/${slug}.webp`,
    keywords: [`${name.toLowerCase()} contractors`, `${name.toLowerCase()} quotes`, ...page.services.slice(0, 4).map((s) => s.name.toLowerCase())],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        serviceType: name,
        name: page.heroTitle,
        description: page.intro,
        url: new URL(path, origin).toString(),
        areaServed: "United States",
        provider: { "@type": "Organization", name: site.name, url: origin },
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: `${name} services`,
          itemListElement: page.services.map((s) => ({
            "@type": "Offer",
            itemOffered: { "@type": "Service", name: s.name, description: s.description },
          })),
        },
      },
      faqJsonLd(page.faqs),
    ],
  });
  return [...tags, preloadImageMeta(categoryHero(slug))];
};

const heroPoints = ["Licensed & insured", RATING_RULE_SHORT, "100% free, no obligation"];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { slug, name, page, calculator } = loaderData;
  const quotesHref = `/get-quotes?category=${slug}`;
  const findHref = `/find-contractors?category=${slug}`;

  return (
    <>
      <section className="bg-gradient-to-br from-primary to-blue-900 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-blue-100">{name} Services</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight md:text-5xl">{page.heroTitle}</h1>
            <p className="mt-4 max-w-2xl text-lg text-blue-50">{page.heroSubtitle}</p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-blue-50">
              {heroPoints.map((p) => (
                <li key={p} className="flex items-center gap-2">
                  <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
                  {p}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={quotesHref} className={cn(buttonVariants({ variant: "inverse", size: "lg" }))}>
                Get Free Quotes
              </Link>
              <Link to={findHref} className={buttonVariants({ variant: "outlineInverse", size: "lg" })}>
                <Search aria-hidden="true" />
                Find Contractors
              </Link>
            </div>
          </div>
          <Picture image={categoryHero(slug)} alt="" priority className="aspect-[8/5] rounded-2xl shadow-2xl ring-1 ring-white/20" />
        </div>
      </section>

      <Section id="services" title={`${name} Services We Cover`} intro={page.intro}>
        <ul className="grid gap-4 md:grid-cols-2">
          {page.services.map((s) => (
            <li key={s.name} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{s.name}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{s.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-us" title={`Why Hire ${/^[aeiou]|^hvac/i.test(name) ? "an" : "a"} ${name} Pro Through ${site.name}`} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.trustCards.map((card) => (
            <li key={card.title}>
              <Card className="h-full p-6">
                <span className="grid size-12 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{card.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="calculator-heading">
        <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-6 rounded-2xl border border-blue-200 bg-blue-50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div className="flex flex-col gap-4 sm:flex-row">
              <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
                <Calculator className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2 id="calculator-heading" className="text-2xl font-bold tracking-tight">
                  How Much Will Your {name} Project Cost?
                </h2>
                <p className="mt-2 max-w-2xl text-muted-foreground">{calculator.description} Free, in about two minutes.</p>
              </div>
            </div>
            <Link to={`/calculators/${slug}`} className={buttonVariants({ size: "lgWrap", wrap: true, className: "shrink-0 text-center" })}>
              Try the {calculator.title}
            </Link>
          </div>
        </div>
      </section>

      <Section id="faq" title={`${name} Questions, Answered`}>
        <div className="mx-auto max-w-3xl divide-y rounded-xl border bg-card shadow-sm">
          {page.faqs.map((f) => (
            <details key={f.question} className="group p-5 sm:p-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                {f.question}
                <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="mt-3 leading-7 text-muted-foreground">{f.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center text-muted-foreground">
          Still deciding?{" "}
          <Link to={findHref} className="font-medium text-primary underline underline-offset-2">
            Browse top-rated {name === "HVAC" ? name : name.toLowerCase()} contractors
          </Link>{" "}
          or{" "}
          <Link to={quotesHref} className="font-medium text-primary underline underline-offset-2">
            get free quotes
          </Link>
          .
        </p>
      </Section>

      <CtaBanner
        title={page.ctaTitle}
        text={page.ctaText}
        primary={{ to: quotesHref, label: "Get Free Quotes" }}
        secondary={{ to: findHref, label: "Find Contractors" }}
      />
    </>
  );
}
