import { BadgeCheck, Briefcase, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/** Five stars filled to the rating; the number is read out once, as "Rated 4.9 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const stars = [0, 1, 2, 3, 4];
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span className="relative inline-flex" aria-hidden="true">
        <span className="flex text-slate-300">
          {stars.map((i) => (
            <Star key={i} className="size-4 fill-current" />
          ))}
        </span>
        <span className="absolute inset-0 flex overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
          {stars.map((i) => (
            <Star key={i} className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      <span className="font-semibold" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
      <span className="sr-only">Rated {rating.toFixed(1)} out of 5</span>
    </span>
  );
}

export type ContractorCardData = {
  name: string;
  categorySlug: string;
  categoryName: string;
  icon: string;
  location: string;
  rating: number;
  reviews: number;
  jobs: number;
  badges: readonly string[];
  /** A real contractor's public profile (the name links there, and a quote request gives it the first hour). */
  slug?: string;
};

export function ContractorCard({ contractor: c }: { contractor: ContractorCardData }) {
  const titleId = `contractor-${c.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <Icon name={c.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold leading-tight">
            {c.slug ? (
              <Link to={`/contractors/${c.slug}`} className="hover:underline">
                {c.name}
              </Link>
            ) : (
              c.name
            )}
          </h3>
          <p className="mt-1 text-sm font-medium text-primary">{c.categoryName}</p>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {c.location}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <StarRating rating={c.rating} /> <span className="text-muted-foreground">{c.reviews.toLocaleString("en-US")} reviews</span>
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
        <Briefcase className="size-4 shrink-0" aria-hidden="true" />
        {c.jobs.toLocaleString("en-US")} jobs completed
      </p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Badges">
        {c.badges.map((b) => (
          <li key={b} className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-foreground">
            <BadgeCheck className="size-3.5 text-success" aria-hidden="true" />
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to={c.slug ? `/get-quotes?category=${c.categorySlug}&pro=${c.slug}#quote-form` : `/get-quotes?category=${c.categorySlug}`}
          aria-describedby={titleId}
          className={buttonVariants({ className: "w-full" })}
        >
          Request Quote
        </Link>
      </div>
    </Card>
  );
}
