import type { Route } from "./+types/blog-index";
import { ArticleCard } from "~/components/content-pages/article-card";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero, Section } from "~/components/page-hero";
import { blogArticles } from "~/content/blog/meta";
import { site } from "~/config/site";
import { preloadImageLink, responsiveImage } from "~/lib/responsive-image";
import { originFrom, seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return seo(matches, {
    title: "Blog",
    description:
      "Practical home improvement advice: renovation budgets, hiring a contractor, insurance claims, solar, HVAC, roofing and plumbing guides from our experts.",
    path: "/blog",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Blog",
      name: `${site.name} Blog`,
      url: new URL("/blog", origin).toString(),
      blogPost: blogArticles.map((a) => ({
        "@type": "BlogPosting",
        headline: a.title,
        datePublished: a.date,
        url: new URL(`/blog/${a.slug}`, origin).toString(),
      })),
    },
  });
};

const featured = blogArticles.filter((a) => a.featured);
const others = blogArticles.filter((a) => !a.featured);

/**
 * Covers of the featured grid (md: two columns, lg: three, gap-8): the first card
 * spans both columns at md, the others take one; below md every card is full width.
 */
const featuredSizes = (lead: boolean) =>
  `(min-width: 80rem) 24rem, (min-width: 64rem) calc((100vw - 8rem) / 3), ${lead ? "" : "(min-width: 48rem) calc(50vw - 2.5rem), "}(min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)`;
const featuredCovers = featured.map((a, i) => responsiveImage("blogCover", a.image, featuredSizes(i === 0)));

/** The LCP image: the first featured cover. */
export const links: Route.LinksFunction = () => (featuredCovers[0] ? [preloadImageLink(featuredCovers[0])] : []);

export default function BlogIndex() {
  return (
    <>
      <PageHero
        eyebrow={`${site.name} Blog`}
        title="Home Improvement Tips & Expert Advice"
        subtitle="Straightforward guides to planning, budgeting and hiring for your next project, written to help you ask the right questions and avoid costly surprises."
      />

      <Section id="featured" title="Featured Articles" intro="Our most-read guides for homeowners this season.">
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {featured.map((article, i) => (
            <ArticleCard
              key={article.slug}
              article={article}
              image={featuredCovers[i]}
              featured
              priority={i === 0}
              className={i === 0 ? "md:col-span-2 lg:col-span-1" : undefined}
            />
          ))}
        </div>
      </Section>

      <Section id="latest" title="More Articles" intro="Advice on roofing, solar, HVAC, remodeling, plumbing and more." muted>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </div>
      </Section>

      <CtaBanner
        title="Ready to Start Your Project?"
        text="Get up to 3 free quotes from licensed, insured contractors within 24 hours. 100% free for homeowners."
        primary={{ to: "/get-quotes", label: "Get Free Quotes" }}
        secondary={{ to: "/calculators", label: "Estimate Your Cost" }}
      />
    </>
  );
}
