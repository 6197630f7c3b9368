import { Icon } from "~/components/icon";
import { cn } from "~/lib/utils";

type Feature = { icon: string; title: string; description: string };

/** A responsive grid of icon cards (benefits, values, features); titles are h3. */
export function FeatureGrid({ items, className }: { items: readonly Feature[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((item) => (
        <li
          key={item.title}
          className="group rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-secondary text-primary ring-1 ring-primary/10 transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold leading-tight">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
