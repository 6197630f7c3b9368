import { Icon } from "~/components/icon";
import { cn } from "~/lib/utils";

type Feature = { icon: string; title: string; description: string };

/**
 * A responsive grid of icon cards (benefits, values, features); titles are h3.
 * On phones the icon sits beside the text to keep the list short.
 */
export function FeatureGrid({ items, columns = 3, className }: { items: readonly Feature[]; columns?: 3 | 4; className?: string }) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 sm:gap-6", columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3", className)}>
      {items.map((item) => (
        <li key={item.title} className="group flex gap-4 rounded-2xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md sm:block sm:p-6">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary ring-1 ring-primary/10 transition-colors group-hover:bg-primary group-hover:text-primary-foreground sm:size-12">
            <Icon name={item.icon} className="size-6" />
          </span>
          <div className="sm:mt-5">
            <h3 className="text-lg font-semibold leading-tight">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
