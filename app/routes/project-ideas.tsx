import { Link } from "react-router";
import { CalendarClock, DollarSign, TrendingUp } from "lucide-react";
import type { Route } from "./+types/project-ideas";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero, Section } from "~/components/page-hero";
import { cardGridSizes, Picture } from "~/components/picture";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { getCategory } from "~/content/categories";
import { projectIdeas } from "~/content/marketing";
import { responsiveImage } from "~/lib/responsive-image";
import { cn } from "~/lib/utils";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Project Ideas",
    description:
      "Popular home projects with typical budgets and timelines: kitchen remodels, solar, metal roofs, heat pumps, EV chargers and tankless water heaters.",
    path: "/project-ideas",
  });

export default function ProjectIdeas() {
  return (
    <>
      <PageHero
        eyebrow="Project Ideas"
        title="Popular Home Projects to Inspire Your Next Upgrade"
        subtitle="See what homeowners are planning this year, what each project typically costs and how long it takes. When you are ready, get free quotes from verified local pros."
      />

      <Section
        id="projects"
        title="Popular Projects"
        intro="Budgets and timelines are typical national ranges; your quotes depend on your home, your area and the materials you choose."
      >
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {projectIdeas.map((idea) => {
            const category = getCategory(idea.category);
            return (
              <li key={idea.title} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg">
                <div className="relative bg-muted">
                  <Picture
                    image={responsiveImage("category", `/img/generated/categories/${idea.category}.webp`, cardGridSizes)}
                    alt=""
                    className="aspect-[8/5]"
                  />
                  <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-xs font-semibold text-foreground shadow">
                    <TrendingUp className="size-3.5 text-primary" aria-hidden="true" />
                    Popularity: {idea.popularity}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <Badge variant="secondary" className="self-start">
                    {category?.name ?? idea.category}
                  </Badge>
                  <h3 className="mt-3 text-xl font-bold tracking-tight">{idea.title}</h3>
                  <p className="mt-2 flex-1 leading-7 text-muted-foreground">{idea.description}</p>
                  <dl className="mt-5 divide-y rounded-lg bg-muted px-4 text-sm">
                    <div className="flex items-center justify-between gap-4 py-3">
                      <dt className="flex items-center gap-1.5 text-muted-foreground">
                        <DollarSign className="size-4" aria-hidden="true" />
                        Budget
                      </dt>
                      <dd className="text-right font-semibold">{idea.budget}</dd>
                    </div>
                    <div className="flex items-center justify-between gap-4 py-3">
                      <dt className="flex items-center gap-1.5 text-muted-foreground">
                        <CalendarClock className="size-4" aria-hidden="true" />
                        Duration
                      </dt>
                      <dd className="text-right font-semibold">{idea.duration}</dd>
                    </div>
                  </dl>
                  <Link
                    to={`/get-quotes?category=${idea.category}`}
                    aria-label={`Get Free Quotes for a ${idea.title}`}
                    className={cn(buttonVariants({ size: "lg", className: "mt-6 w-full" }))}
                  >
                    Get Free Quotes
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaBanner
        title="Have a Different Project in Mind?"
        text="Tell us about it and get up to 3 free quotes from licensed, insured contractors within 24 hours. 100% free for homeowners."
        primary={{ to: "/get-quotes", label: "Get Free Quotes" }}
        secondary={{ to: "/calculators", label: "Try a Cost Calculator" }}
      />
    </>
  );
}
