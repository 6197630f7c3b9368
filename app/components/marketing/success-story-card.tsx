import { MapPin, Quote, TrendingUp } from "lucide-react";
import { Icon } from "~/components/icon";
import { getCategory } from "~/content/categories";
import type { SuccessStory } from "~/content/marketing";
import { cn } from "~/lib/utils";

/** One contractor case study: who, their words, the story and three results. */
export function SuccessStoryCard({ story, reverse = false }: { story: SuccessStory; reverse?: boolean }) {
  const category = getCategory(story.category);
  return (
    <article className="overflow-hidden rounded-3xl border bg-card shadow-sm lg:grid lg:grid-cols-5">
      <div className={cn("relative flex flex-col bg-gradient-to-br from-blue-900 to-primary text-white lg:col-span-2", reverse && "lg:order-last")}>
        <picture>
          <source type="image/avif" srcSet={`/img/generated/categories/${story.category}.avif`} />
          <img
            src={`/img/generated/categories/${story.category}.webp`}
            width={800}
            height={500}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[8/5] w-full object-cover"
          />
        </picture>
        <div className="flex flex-1 flex-col p-6 sm:p-8">
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wide">
            <Icon name={category?.icon ?? "House"} className="size-3.5" />
            {category?.name ?? story.category}
          </p>
          <h3 className="mt-4 text-2xl font-bold leading-tight">{story.company}</h3>
          <p className="mt-1 text-blue-50">{story.name}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-blue-50">
            <MapPin className="size-4" aria-hidden="true" />
            {story.location}
          </p>
          <blockquote className="mt-6 border-l-2 border-white/40 pl-4 text-lg font-medium leading-relaxed lg:mt-auto lg:pt-6">
            <Quote className="mb-2 size-5 text-blue-200" aria-hidden="true" />
            <p>{story.quote}</p>
          </blockquote>
        </div>
      </div>
      <div className="flex flex-col p-6 sm:p-8 lg:col-span-3 lg:p-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Results</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {story.results.map((result) => (
            <li key={result} className="flex gap-3 rounded-xl bg-secondary/60 p-4 text-sm font-semibold text-secondary-foreground sm:flex-col sm:gap-2">
              <TrendingUp className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{result}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-primary">The story</p>
        <p className="mt-3 leading-relaxed text-muted-foreground">{story.story}</p>
      </div>
    </article>
  );
}
