import { LISTED_RULE } from "~/content/rating-bar";
import { data, isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { ArrowLeft, CalendarDays, Clock, Mail, UserRound } from "lucide-react";
import type { Route } from "./+types/blog-article";
import { ContentBlocks } from "~/components/content-blocks";
import { NotFound } from "~/components/not-found";
import { ArticleCard } from "~/components/content-pages/article-card";
import { formatArticleDate } from "~/components/content-pages/format-date";
import { ShareButton } from "~/components/content-pages/share-button";
import { Picture } from "~/components/picture";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/config/site";
import { articleBodies } from "~/content/blog/articles/index";
import { blogArticles, getBlogArticleMeta, type BlogArticleMeta } from "~/content/blog/meta";
import { cn } from "~/lib/utils";
import { preloadImageMeta, responsiveImage } from "~/lib/responsive-image";
import { originFrom, seo } from "~/lib/seo";

/** The LCP image: the cover spans the max-w-4xl column (56rem, px-6) from md up, the page width (px-4/6) below. */
function articleCover(article: BlogArticleMeta) {
  return responsiveImage("blogCover", article.image, "(min-width: 56rem) 53rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)");
}

/** Up to three other articles: same category first, then the closest in date. */
function relatedArticles(article: BlogArticleMeta): BlogArticleMeta[] {
  const time = (a: BlogArticleMeta) => Date.parse(`${a.date}T00:00:00Z`);
  return blogArticles
    .filter((a) => a.slug !== article.slug)
    .map((a) => ({ a, same: a.category === article.category ? 0 : 1, distance: Math.abs(time(a) - time(article)) }))
    .sort((x, y) => x.same - y.same || x.distance - y.distance)
    .slice(0, 3)
    .map(({ a }) => a);
}

export function loader({ params }: Route.LoaderArgs) {
  const article = getBlogArticleMeta(params.slug);
  const body = article ? articleBodies[article.slug] : undefined;
  if (!article || !body) throw data(null, { status: 404 });
  return { article, body, related: relatedArticles(article) };
}

/** Excerpts run 96-120 characters; pad to the 120-160 a search snippet wants. */
function metaDescription(excerpt: string): string {
  if (excerpt.length >= 120) return excerpt;
  const suffixes = [
    ` Practical, expert advice for homeowners from the ${site.name} blog.`,
    ` Practical advice for homeowners from the ${site.name} blog.`,
    ` Expert advice from the ${site.name} blog.`,
    ` From the ${site.name} blog.`,
  ];
  for (const suffix of suffixes) {
    const text = excerpt + suffix;
    if (text.length >= 120 && text.length <= 160) return text;
  }
  return excerpt;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) {
    return seo(matches, {
      title: "Page not found",
      description: "The article you were looking for does not exist.",
      path: "/blog",
      noindex: true,
    });
  }
  const { article } = loaderData;
  const origin = originFrom(matches);
  const path = `/blog/${article.slug}`;
  const url = new URL(path, origin).toString();
  const description = metaDescription(article.excerpt);
  const tags = seo(matches, {
    title: article.title,
    description,
    path,
    type: "article",
    image: article.image,
    keywords: article.keywords,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description,
      datePublished: article.date,
      dateModified: article.date,
      author: { "@type": "Person", name: article.author },
      publisher: {
        "@type": "Organization",
        name: site.name,
        logo: { "@type": "ImageObject", url: new URL("/img/generated/icon-512.png", origin).toString() },
      },
      image: new URL(article.image, origin).toString(),
      articleSection: article.category,
      keywords: article.keywords.join(", "),
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    },
  });
  return [...tags, preloadImageMeta(articleCover(article))];
};

/**
 * Unknown slugs show the site's 404 page. Caught here rather than at the root so
 * this route's meta (with its "Page not found" title) still applies; any other
 * error goes on to the root boundary.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, body, related } = loaderData;
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const url = new URL(`/blog/${article.slug}`, root?.origin ?? "http://localhost:3000").toString();
  const mailto = `mailto:?subject=${encodeURIComponent(article.title)}&body=${encodeURIComponent(`${article.excerpt}\n\n${url}`)}`;
  const toContractors = article.slug === "choosing-contractor";

  return (
    <>
      <article>
        <header className="border-b bg-gradient-to-b from-secondary/60 to-background">
          <div className="mx-auto max-w-3xl px-4 pb-10 pt-8 sm:px-6 md:pt-12">
            <Link to="/blog" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Blog
            </Link>
            <h1 className="mt-6 text-balance text-3xl font-bold leading-tight tracking-tight md:text-5xl md:leading-[1.1]">{article.title}</h1>
            <p className="mt-5 text-pretty text-lg leading-relaxed text-muted-foreground md:text-xl">{article.excerpt}</p>
            <ul aria-label="Article details" className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
              <li className="inline-flex items-center gap-1.5">
                <UserRound className="size-4" aria-hidden="true" />
                <span>
                  By <span className="font-semibold text-foreground">{article.author}</span>
                </span>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden="true" />
                {article.readTime}
              </li>
              <li>
                <span className="sr-only">Category: </span>
                <Badge variant="secondary">{article.category}</Badge>
              </li>
            </ul>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <ShareButton title={article.title} />
              <a
                href={mailto}
                className="inline-flex h-9 items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                <Mail className="size-4" aria-hidden="true" />
                Email this article
              </a>
            </div>
          </div>
        </header>

        <div className="mx-auto max-w-4xl px-4 pt-8 sm:px-6 md:pt-10">
          <Picture image={articleCover(article)} alt="" priority className="aspect-[1200/630] rounded-2xl bg-muted shadow-sm" />
        </div>

        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14 md:[&>div]:text-lg md:[&>div]:leading-8">
          <ContentBlocks blocks={body} />
        </div>

        <aside aria-labelledby="article-cta-heading" className="mx-auto mb-16 max-w-3xl px-4 sm:px-6">
          <div className="rounded-2xl bg-gradient-to-br from-primary to-blue-900 p-8 text-white md:p-10">
            <h2 id="article-cta-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
              {toContractors ? "Find a Contractor You Can Trust" : "Ready to Start Your Project?"}
            </h2>
            <p className="mt-3 text-lg text-blue-50">
              {toContractors
                ? `Every contractor in our network is licensed, insured and verified. ${LISTED_RULE}`
                : "Get up to 3 free quotes from licensed, insured contractors within 24 hours. 100% free for homeowners."}
            </p>
            <Link
              to={toContractors ? "/find-contractors" : "/get-quotes"}
              className={cn(buttonVariants({ variant: "inverse", size: "lg", className: "mt-6" }))}
            >
              {toContractors ? "Find Contractors" : "Get Free Quotes"}
            </Link>
          </div>
          <p className="mt-8">
            <Link to="/blog" className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Blog
            </Link>
          </p>
        </aside>
      </article>

      <section aria-labelledby="related-heading" className="border-t bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            Related Articles
          </h2>
          <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <ArticleCard key={a.slug} article={a} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
