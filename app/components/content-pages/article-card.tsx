import { Link } from "react-router";
import { cardGridSizes, Picture } from "~/components/picture";
import { Badge } from "~/components/ui/badge";
import type { BlogArticleMeta } from "~/content/blog/meta";
import { type ResponsiveImage, responsiveImage } from "~/lib/responsive-image";
import { cn } from "~/lib/utils";
import { formatArticleDate } from "./format-date";

type CardArticle = Pick<BlogArticleMeta, "slug" | "title" | "excerpt" | "category" | "date" | "readTime" | "image">;

/**
 * One blog article teaser. The title link is stretched over the whole card, so
 * the card is a single link target without nesting interactive elements.
 * The cover is sized for a three-column card grid unless `image` says otherwise
 * (a page that preloads the cover passes the same value it preloads).
 */
export function ArticleCard({
  article,
  image = responsiveImage("blogCover", article.image, cardGridSizes),
  featured = false,
  priority = false,
  className,
}: {
  article: CardArticle;
  image?: ResponsiveImage;
  featured?: boolean;
  priority?: boolean;
  className?: string;
}) {
  return (
    <article className={cn("group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg", className)}>
      <div className="overflow-hidden bg-muted">
        <Picture image={image} alt="" priority={priority} className="aspect-[1200/630] transition-transform duration-300 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <Badge variant={featured ? "default" : "secondary"}>{article.category}</Badge>
          <span>{article.readTime}</span>
        </div>
        <h3 className={cn("mt-3 font-bold tracking-tight", featured ? "text-xl md:text-2xl" : "text-xl")}>
          <Link to={`/blog/${article.slug}`} className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary">
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <p className="mt-auto pt-5 text-sm font-medium text-muted-foreground">
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
        </p>
      </div>
    </article>
  );
}
