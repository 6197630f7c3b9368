import { Form, Link } from "react-router";
import { ChevronDown, Clock, Mail, Phone, Search } from "lucide-react";
import type { Route } from "./+types/help-center";
import { findHelpCategory, maxQueryLength, normalizeQuery, searchHelp, slugify } from "~/components/content-pages/help-search";
import { Icon } from "~/components/icon";
import { PageHero, Section } from "~/components/page-hero";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { site } from "~/config/site";
import { helpCategories, popularQuestions } from "~/content/help";
import { faqJsonLd, seo } from "~/lib/seo";
import { cn } from "~/lib/utils";

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = normalizeQuery(params.get("q"));
  const category = findHelpCategory(params.get("category"));
  if (!query && !category) return { search: null };
  return { search: searchHelp(query, category) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: loaderData?.search?.query ? `Help search: ${loaderData.search.query}` : "Help Center",
    description:
      "Answers for homeowners and contractors: requesting free quotes, contractor verification, exclusive leads, billing, plans and account security.",
    path: "/help-center",
    // Result pages are thin duplicates of the help centre itself.
    noindex: Boolean(loaderData?.search),
    jsonLd: faqJsonLd(popularQuestions),
  });

function resultsHeading(count: number, query: string, category: string | null): string {
  const noun = query ? (count === 1 ? "result" : "results") : count === 1 ? "article" : "articles";
  if (query && category) return `${count} ${noun} for “${query}” in ${category}`;
  if (query) return `${count} ${noun} for “${query}”`;
  return `${count} ${noun} in ${category}`;
}

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { search } = loaderData;
  const count = search ? search.articles.length + search.questions.length : 0;

  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="How Can We Help You?"
        subtitle="Search our help articles or browse by topic. Answers for homeowners requesting quotes and for contractors buying leads."
      >
        <search className="block max-w-2xl">
          <Form method="get" action="/help-center" className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="help-search" className="sr-only">
              Search help articles
            </label>
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                key={search?.query ?? ""}
                id="help-search"
                type="search"
                name="q"
                defaultValue={search?.query ?? ""}
                maxLength={maxQueryLength}
                placeholder="Search for help articles..."
                fieldSize="lg"
                tone="inverse"
                className="pl-10"
              />
            </div>
            <Button type="submit" size="lg" variant="inverse">
              Search
            </Button>
          </Form>
        </search>
      </PageHero>

      {search ? (
        <section id="results" aria-labelledby="results-heading" className="border-b">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="results-heading" className="text-2xl font-bold tracking-tight" aria-live="polite">
                {resultsHeading(count, search.query, search.category)}
              </h2>
              <Link to="/help-center" className="text-sm font-semibold text-primary hover:underline">
                {search.query ? "Clear search" : "Show all topics"}
              </Link>
            </div>
            {count === 0 ? (
              <div className="mt-6 rounded-xl border bg-muted/60 p-6">
                <p className="font-semibold">We couldn&apos;t find anything matching your search.</p>
                <p className="mt-2 leading-7 text-muted-foreground">
                  Try a shorter or different word, such as “quotes”, “leads” or “billing”, or browse the topics below. Still stuck?{" "}
                  <Link to="/contact" className="font-medium text-primary underline underline-offset-2">
                    Contact our support team
                  </Link>{" "}
                  and we will respond within 24 hours.
                </p>
              </div>
            ) : (
              <ul className="mt-6 space-y-4">
                {search.articles.map((a) => (
                  <li key={a.id} className="rounded-xl border bg-card p-5 shadow-sm">
                    <p className="text-xs font-semibold uppercase tracking-wider text-primary">{a.categoryTitle}</p>
                    <h3 className="mt-1 text-lg font-semibold">{a.title}</h3>
                    <p className="mt-2 leading-7 text-muted-foreground">{a.summary}</p>
                  </li>
                ))}
                {search.questions.map((q) => (
                  <li key={q.id} className="rounded-xl border bg-card p-5 shadow-sm">
                    <p className="text-xs font-semibold uppercase tracking-wider text-primary">Popular question</p>
                    <h3 className="mt-1 text-lg font-semibold">{q.question}</h3>
                    <p className="mt-2 leading-7 text-muted-foreground">{q.answer}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ) : null}

      <Section id="categories" title="Browse by Topic" intro="Choose a topic to see every help article in it.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {helpCategories.map((c) => {
            const active = search?.category === c.title;
            return (
              <li
                key={c.title}
                className={cn(
                  "relative flex flex-col rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md",
                  active && "border-primary ring-2 ring-primary",
                )}
              >
                <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon name={c.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold leading-snug">
                  <Link
                    to={`/help-center?category=${slugify(c.title)}#results`}
                    aria-current={active ? "true" : undefined}
                    className="after:absolute after:inset-0 after:content-[''] hover:text-primary"
                  >
                    {c.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{c.description}</p>
                <p className="mt-4 text-sm font-semibold text-primary">
                  {c.articles} {c.articles === 1 ? "article" : "articles"}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="popular" title="Popular Articles" intro="Quick answers to the questions we hear most often." muted>
        <div className="mx-auto max-w-3xl space-y-3">
          {popularQuestions.map((q) => (
            <details key={q.id} id={q.id} className="group scroll-mt-24 rounded-xl border bg-card shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-semibold [&::-webkit-details-marker]:hidden">
                {q.question}
                <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="px-5 pb-5 leading-7 text-muted-foreground">{q.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section id="support" title="Still Need Help?" intro="Our support team is happy to help homeowners and contractors.">
        <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 md:grid-cols-2">
          <div className="flex flex-col rounded-xl border bg-card p-8 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
              <Mail className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">Email Support</h3>
            <p className="mt-2 flex-1 leading-7 text-muted-foreground">
              Write to us at <span className="font-medium text-foreground wrap-anywhere">{site.email}</span> and we will respond within 24 hours.
            </p>
            <p className="mt-4 flex gap-2 text-sm text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{site.supportHours}</span>
            </p>
            <a href={`mailto:${site.email}`} className={cn(buttonVariants({ size: "lg", className: "mt-6" }))}>
              <Mail aria-hidden="true" />
              Email Support
            </a>
          </div>
          <div className="flex flex-col rounded-xl border bg-card p-8 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
              <Phone className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">Phone Support</h3>
            <p className="mt-2 flex-1 leading-7 text-muted-foreground">
              Talk to a member of our team at <span className="whitespace-nowrap font-medium text-foreground">{site.phoneDisplay}</span>.
            </p>
            <p className="mt-4 flex gap-2 text-sm text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{site.supportHours}</span>
            </p>
            <a href={`tel:${site.phoneE164}`} className={cn(buttonVariants({ size: "lg", className: "mt-6" }))}>
              <Phone aria-hidden="true" />
              Call {site.phoneDisplay}
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
