import { LISTED_RULE } from "~/content/rating-bar";
import { ShieldCheck, Star, Timer } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/find-contractors";
import { CtaBanner } from "~/components/cta-banner";
import { Icon } from "~/components/icon";
import { PageHero, Section } from "~/components/page-hero";
import { ContractorCard, type ContractorCardData } from "~/components/marketing/contractor-card";
import { ContractorSearchForm } from "~/components/marketing/contractor-search-form";
import { parseContractorSearch } from "~/domain/contractors/search-contractors";
import { FEATURED_COUNT, topRatedContractors } from "~/domain/contractors/top-rated-contractors.server";
import { categories } from "~/content/categories";
import { featuredContractors, findContractorTiles } from "~/content/marketing";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { appContext } from "~/web/context.server";

const description =
  "Find licensed, insured home-service contractors rated 4+ stars near you. Search roofers, solar installers, HVAC pros, electricians and plumbers by ZIP or city.";

const card = (
  c: { name: string; category: string; location: string; rating: number; reviews: number; jobs: number; badges: readonly string[] },
  slug?: string,
): ContractorCardData => {
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
    ...(slug ? { slug } : {}),
  };
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = parseContractorSearch(url.searchParams);
  // Searches of the page's first version (?q=…&where=…) live on the results page now.
  if (search.q || search.where) throw redirect(`/find-contractors/search${url.search}`);
  // Real top-rated pros once four qualify; until then the spec's sample cards.
  const top = await topRatedContractors((await appContext()).db, new Date());
  const contractors = top.length >= FEATURED_COUNT ? top.map((c) => card(c, c.slug)) : featuredContractors.map((c) => card(c));
  return {
    /** A tile link (?category=roofing) fills the "What do you need?" box. */
    queryValue: categories.find((c) => c.slug === search.category)?.name ?? "",
    contractors,
    tiles: findContractorTiles.map((t) => ({ name: t.name, icon: t.icon, category: t.category })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Find Contractors",
    description,
    path: "/find-contractors",
    keywords: ["find contractors near me", "licensed contractors", "roofers near me", "HVAC contractors", "plumbers near me"],
  });

const tileClass = "flex h-full flex-col items-center gap-3 rounded-xl border p-5 text-center";

const assurances = [
  { icon: ShieldCheck, text: "License and insurance verified" },
  { icon: Star, text: "Only contractors rated 4+ stars" },
  { icon: Timer, text: "Matched within 24 hours" },
];

export default function FindContractors({ loaderData }: Route.ComponentProps) {
  const { queryValue, contractors, tiles } = loaderData;

  return (
    <>
      <PageHero
        eyebrow="Find Contractors"
        title="Find Trusted Contractors Near You"
        subtitle="Search our network of licensed, insured home-service pros. Every contractor we show is rated 4 stars or higher by verified customers."
      >
        <ContractorSearchForm q={queryValue} where="" trades={tiles.map((t) => t.name)} />
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-blue-50">
          {assurances.map((a) => (
            <li key={a.text} className="flex items-center gap-2">
              <a.icon className="size-4 shrink-0" aria-hidden="true" />
              {a.text}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section
        id="categories"
        title="Browse by Category"
        intro="Pick a trade, then tell us where, to see top-rated pros. We take quote requests for the six trades we serve; the others are not offered yet."
        muted
      >
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {tiles.map((t) => (
            <li key={t.name}>
              {t.category ? (
                <Link
                  to={`/find-contractors?category=${t.category}#find-where`}
                  className={cn(tileClass, "group bg-card shadow-sm transition hover:border-primary hover:shadow-md")}
                >
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

      <Section id="featured" title="Featured Contractors" intro={`A few of the top-rated pros in our network. ${LISTED_RULE}`}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {contractors.map((c) => (
            <li key={c.slug ?? c.name}>
              <ContractorCard contractor={c} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        title="Not Sure Who to Call?"
        text="Describe your project once and get up to 3 free quotes from licensed, insured contractors within 24 hours. No cost and no obligation."
        primary={{ to: "/get-quotes", label: "Get Free Quotes" }}
        secondary={{ to: "/join-network", label: "Are You a Contractor? Join Us" }}
      />
    </>
  );
}
