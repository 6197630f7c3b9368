import { ArrowRight, MapPin, Search, SearchX, ShieldCheck, Star, Timer } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/find-contractors";
import { CtaBanner } from "~/components/cta-banner";
import { Icon } from "~/components/icon";
import { PageHero, Section } from "~/components/page-hero";
import { ContractorCard, type ContractorCardData } from "~/components/marketing/contractor-card";
import { describeSearch, parseContractorSearch, searchContractors } from "~/domain/contractors/search-contractors";
import { SEARCH_TEXT_MAX } from "~/domain/contractors/search-limits";
import { buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { featuredContractors, findContractorTiles } from "~/content/marketing";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

const description =
  "Find licensed, insured home-service contractors rated 4+ stars near you. Search roofers, solar installers, HVAC pros, electricians and plumbers by ZIP or city.";

export function loader({ request }: Route.LoaderArgs) {
  const search = parseContractorSearch(new URL(request.url).searchParams);
  const result = searchContractors(featuredContractors, search);
  const contractors: ContractorCardData[] = result.contractors.map((c) => {
    const category = categories.find((k) => k.slug === c.category);
    return {
      name: c.name,
      categorySlug: c.category,
      categoryName: category?.name ?? c.category,
      icon: category?.icon ?? "Wrench",
      location: c.location,
      rating: c.rating,
      reviews: c.reviews,
      jobs: c.jobs,
      badges: c.badges,
    };
  });
  return {
    search,
    searched: result.searched,
    heading: describeSearch(search, contractors.length),
    quoteCategory: result.category,
    /** What the "What do you need?" box shows: the query, or the category of a tile link. */
    queryValue: search.q || (categories.find((c) => c.slug === search.category)?.name ?? ""),
    contractors,
    tiles: findContractorTiles.map((t) => ({ name: t.name, icon: t.icon, category: t.category })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "Find Contractors",
    description,
    path: "/find-contractors",
    keywords: ["find contractors near me", "licensed contractors", "roofers near me", "HVAC contractors", "plumbers near me"],
    // Result pages of a search are not worth indexing; the plain page is.
    noindex: loaderData?.searched ?? false,
  });

const tileClass = "flex h-full flex-col items-center gap-3 rounded-xl border bg-card p-5 text-center shadow-sm";

const assurances = [
  { icon: ShieldCheck, text: "License and insurance verified" },
  { icon: Star, text: "Only contractors rated 4+ stars" },
  { icon: Timer, text: "Matched within 24 hours" },
];

export default function FindContractors({ loaderData }: Route.ComponentProps) {
  const { search, searched, heading, quoteCategory, queryValue, contractors, tiles } = loaderData;
  const quotesHref = quoteCategory ? `/get-quotes?category=${quoteCategory}` : "/get-quotes";

  return (
    <>
      <PageHero
        eyebrow="Find Contractors"
        title="Find Trusted Contractors Near You"
        subtitle="Search our network of licensed, insured home-service pros. Every contractor we show is rated 4 stars or higher by verified customers."
      >
        <search aria-label="Find contractors">
          <Form
            // Re-mount on a new search so the boxes show it after client-side navigation.
            key={`${queryValue}\n${search.where}`}
            method="get"
            action="/find-contractors"
            className="grid gap-4 rounded-2xl bg-white p-4 text-foreground shadow-xl sm:p-6 md:grid-cols-[1fr_1fr_auto] md:items-end"
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor="find-q">What do you need?</Label>
              <div className="relative">
                <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                <Input
                  id="find-q"
                  name="q"
                  list="find-trades"
                  maxLength={SEARCH_TEXT_MAX}
                  placeholder="e.g. Roofing, Solar, Plumbing"
                  autoComplete="off"
                  defaultValue={queryValue}
                  className="pl-9"
                />
              </div>
              <datalist id="find-trades">
                {tiles.map((t) => (
                  <option key={t.name} value={t.name}>
                    {t.name}
                  </option>
                ))}
              </datalist>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="find-where">Where?</Label>
              <div className="relative">
                <MapPin className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                <Input
                  id="find-where"
                  name="where"
                  maxLength={SEARCH_TEXT_MAX}
                  placeholder="ZIP code or city"
                  autoComplete="postal-code"
                  defaultValue={search.where}
                  className="pl-9"
                />
              </div>
            </div>
            <button type="submit" className={cn(buttonVariants({ size: "lg" }), "h-10")}>
              <Search aria-hidden="true" />
              Find Contractors
            </button>
          </Form>
        </search>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-blue-50">
          {assurances.map((a) => (
            <li key={a.text} className="flex items-center gap-2">
              <a.icon className="size-4 shrink-0" aria-hidden="true" />
              {a.text}
            </li>
          ))}
        </ul>
      </PageHero>

      {searched ? (
        <section id="results" aria-labelledby="results-heading" className="border-b">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="results-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
                  {heading}
                </h2>
                <p className="mt-2 text-muted-foreground">Showing contractors rated 4 stars or higher, best rated first.</p>
              </div>
              <Link to="/find-contractors" className="text-sm font-medium text-primary underline underline-offset-2">
                Clear search
              </Link>
            </div>
            {contractors.length > 0 ? (
              <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
                {contractors.map((c) => (
                  <li key={c.name}>
                    <ContractorCard contractor={c} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed bg-muted/50 px-6 py-12 text-center">
                <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
                <p className="mt-4 text-lg font-semibold">No featured contractors match this search yet.</p>
                <p className="mt-2 max-w-xl text-muted-foreground">
                  Our network of 5,000+ verified contractors covers 50+ states, and not every pro is listed here. Tell us about
                  your project and we'll match you with up to 3 licensed, insured pros within 24 hours. It's 100% free.
                </p>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <Link to={quotesHref} className={cn(buttonVariants({ size: "lg" }))}>
                    Get Free Quotes
                    <ArrowRight aria-hidden="true" />
                  </Link>
                  <Link to="/find-contractors" className={cn(buttonVariants({ variant: "outline", size: "lg" }))}>
                    See All Featured Contractors
                  </Link>
                </div>
                <p className="mt-6 text-sm text-muted-foreground">
                  Tip: search for a trade such as Roofing or Plumbing, and a city, state or ZIP code.
                </p>
              </div>
            )}
          </div>
        </section>
      ) : null}

      <Section id="categories" title="Browse by Category" intro="Pick a trade to see top-rated pros. We take quote requests for the six trades we serve; the others are not offered yet." muted={!searched}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {tiles.map((t) => (
            <li key={t.name}>
              {t.category ? (
                <Link to={`/find-contractors?category=${t.category}`} className={cn(tileClass, "group transition hover:border-primary hover:shadow-md")}>
                  <span className="grid size-12 place-items-center rounded-full bg-secondary text-secondary-foreground transition group-hover:bg-primary group-hover:text-primary-foreground">
                    <Icon name={t.icon} className="size-6" />
                  </span>
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-xs text-muted-foreground">View pros</span>
                </Link>
              ) : (
                // A trade outside the six categories: the quote form cannot take it, so the tile says so instead of linking there.
                <div className={cn(tileClass, "border-dashed bg-muted/40 shadow-none")} data-testid="unserved-trade">
                  <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
                    <Icon name={t.icon} className="size-6" />
                  </span>
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-xs text-muted-foreground">Not offered yet</span>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Section>

      {searched ? null : (
        <Section
          id="featured"
          title="Featured Contractors"
          intro="A few of the top-rated pros in our network. We only show contractors rated 4 stars or higher."
        >
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {contractors.map((c) => (
              <li key={c.name}>
                <ContractorCard contractor={c} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <CtaBanner
        title="Not Sure Who to Call?"
        text="Describe your project once and get up to 3 free quotes from licensed, insured contractors within 24 hours. No cost and no obligation."
        primary={{ to: quotesHref, label: "Get Free Quotes" }}
        secondary={{ to: "/join-network", label: "Are You a Contractor? Join Us" }}
      />
    </>
  );
}
