import { ArrowRight, BadgeCheck, Clock, MapPin, SearchX } from "lucide-react";
import { replyTimeWords, sentenceCase } from "~/domain/replies/reply-time-words";
import { data, Link } from "react-router";
import type { Route } from "./+types/find-contractors-search";
import { StarRating } from "~/components/marketing/contractor-card";
import { ContractorSearchForm } from "~/components/marketing/contractor-search-form";
import { PageHero } from "~/components/page-hero";
import { PageLinks } from "~/components/page-links";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { categories, getCategory } from "~/content/categories";
import { findContractorTiles } from "~/content/marketing";
import { findRatedContractors } from "~/domain/marketplace/find-rated-contractors.server";
import { readContractorSearch } from "~/domain/contractors/read-contractor-search.server";
import { parseContractorSearch } from "~/domain/contractors/search-contractors";
import { VERIFIED_BADGE } from "~/domain/contractors/verification";
import { seo } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { appContext } from "~/web/context.server";
import { afterOf, loadPage } from "~/web/list-page.server";

const trades = findContractorTiles.map((t) => t.name);

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseContractorSearch(new URL(request.url).searchParams);
  const q = search.q || (categories.find((c) => c.slug === search.category)?.name ?? "");
  const read = await readContractorSearch({ q, category: search.category, where: search.where });
  // A refused search is the client's to fix: 400 with the messages next to the fields, nothing listed.
  if (!read.ok) return data({ q, where: search.where, errors: read.errors, result: null }, { status: 400 });
  const { db } = await appContext();
  const after = afterOf(request);
  const found = await loadPage(findRatedContractors(db, { category: read.category, place: read.place, after }, new Date()));
  return {
    q,
    where: search.where,
    errors: {},
    result: {
      ...found,
      category: read.category,
      categoryName: getCategory(read.category)?.name ?? read.category,
      place: read.place.label,
      typed: read.place.typed ?? null,
      others: read.place.others ?? [],
      zipCount: read.place.zips.length,
      paged: after !== undefined,
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Find Contractors: search results",
    description: "Licensed, insured contractors rated 4 stars or higher who serve your area, best rated first.",
    path: "/find-contractors/search",
    // Result pages of a search are not worth indexing; the plain page is.
    noindex: true,
  });

export default function FindContractorsSearch({ loaderData }: Route.ComponentProps) {
  const { q, where, errors, result } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Find Contractors"
        title="Find Trusted Contractors Near You"
        subtitle="Contractors rated 4 stars or higher by verified customers, who serve the place you name."
      >
        <ContractorSearchForm q={q} where={where} trades={trades} errors={errors} />
      </PageHero>
      {result ? <Results result={result} filters={{ q, where }} /> : null}
    </>
  );
}

type Result = NonNullable<Route.ComponentProps["loaderData"]["result"]>;

/** What a city without its state, or with a typo, was read as, and the other places of that name to pick instead. */
function PlaceNote({ place, typed, others, q }: { place: string; typed: string; others: string[]; q: string }) {
  const href = (where: string) => `/find-contractors/search?${new URLSearchParams({ q, where }).toString()}#results`;
  return (
    <div className="mt-3 rounded-lg border bg-muted/50 px-4 py-3 text-sm" data-testid="place-note">
      <p>
        Showing <span className="font-semibold">{place}</span> for “{typed}”.
      </p>
      {others.length > 0 ? (
        <p className="mt-1">
          Did you mean another place?{" "}
          {others.map((o, i) => (
            <span key={o}>
              {i > 0 ? " · " : ""}
              <Link to={href(o)} className="font-medium text-primary underline underline-offset-2">
                {o}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

function Results({ result, filters }: { result: Result; filters: Record<string, string> }) {
  const trade = result.categoryName === "HVAC" ? "HVAC" : result.categoryName.toLowerCase();
  const quotesHref = `/get-quotes?category=${result.category}`;
  const area = result.zipCount > 1 ? `${result.place} (its ${result.zipCount} ZIP codes; distances from the city centre)` : result.place;
  return (
    <section id="results" aria-labelledby="results-heading" className="border-b">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="results-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          {result.categoryName} pros rated 4+ who serve {result.place}
        </h2>
        {result.typed ? <PlaceNote place={result.place} typed={result.typed} others={result.others} q={filters.q ?? ""} /> : null}
        <p className="mt-2 text-muted-foreground" data-testid="serving-count">
          {result.servingPros} verified {trade} pro{result.servingPros === 1 ? "" : "s"} serve{result.servingPros === 1 ? "s" : ""} {area}. We list those rated
          4 stars or higher from real reviews, best rated first, then nearest.
        </p>
        {result.contractors.length > 0 ? (
          <ol className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
            {result.contractors.map((c) => (
              <li key={c.slug}>
                <Card className="flex h-full flex-col p-6">
                  <h3 className="text-lg font-semibold">
                    <Link to={`/contractors/${c.slug}`} className="hover:underline">
                      {c.businessName}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm font-medium text-primary">{c.categories.map((k) => getCategory(k)?.name ?? k).join(", ")}</p>
                  {c.town ? (
                    <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
                      <MapPin className="size-4 shrink-0" aria-hidden="true" />
                      {c.town}
                      {c.distanceMiles !== null ? ` · ${c.distanceMiles} mi` : ""}
                    </p>
                  ) : null}
                  <p className="mt-4 flex flex-wrap items-center gap-x-3 text-sm">
                    <StarRating rating={c.rating} />{" "}
                    <span className="text-muted-foreground">
                      {c.ratingCount} review{c.ratingCount === 1 ? "" : "s"}
                    </span>
                  </p>
                  {replyTimeWords(c.replyMedianMinutes) ? (
                    <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground" data-testid="reply-time">
                      <Clock className="size-4 shrink-0" aria-hidden="true" />
                      {sentenceCase(replyTimeWords(c.replyMedianMinutes)!)}
                    </p>
                  ) : null}
                  {c.verified ? (
                    <p className="mt-3 inline-flex w-fit items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-xs font-medium">
                      <BadgeCheck className="size-3.5 text-success" aria-hidden="true" /> {VERIFIED_BADGE}
                    </p>
                  ) : null}
                  <div className="mt-auto flex flex-col gap-2 pt-6">
                    <Link
                      to={`/get-quotes?category=${result.category}&pro=${c.slug}#quote-form`}
                      className={buttonVariants({ size: null, wrap: true, className: "min-h-10 w-full px-4 py-2 text-center text-sm" })}
                    >
                      Request a quote from this pro
                    </Link>
                    <Link to={`/contractors/${c.slug}`} className={buttonVariants({ variant: "outline", className: "w-full" })}>
                      See profile and reviews
                    </Link>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        ) : (
          <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed bg-muted/50 px-6 py-12 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-4 text-lg font-semibold">
              {result.paged ? "No more pros on this list." : `No ${trade} pro who serves ${result.place} is rated yet.`}
            </p>
            <p className="mt-2 max-w-xl text-muted-foreground">
              Tell us about your project and the verified pros who serve your area can send you a quote. It's 100% free.
            </p>
            <Link to={quotesHref} className={cn(buttonVariants({ size: "lg" }), "mt-6")}>
              Get Free Quotes <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        )}
        <div className="mt-8">
          <PageLinks
            base="/find-contractors/search"
            label="Result pages"
            paged={result.paged}
            next={result.next}
            filters={filters}
            firstLabel="Best rated"
            nextLabel="More pros"
          />
        </div>
      </div>
    </section>
  );
}
