import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/utils";

/** A list of short statements, each with a check mark. */
export function CheckList({ items, columns = false, className }: { items: readonly string[]; columns?: boolean; className?: string }) {
  return (
    <ul className={cn(columns ? "grid gap-x-8 gap-y-3 sm:grid-cols-2" : "space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
