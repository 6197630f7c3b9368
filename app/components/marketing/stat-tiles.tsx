import { Icon } from "~/components/icon";
import { cn } from "~/lib/utils";

type Tile = { value: string; label: string; icon?: string };

/** Large figures with labels (claims of spec section 1); a list, read in order. */
export function StatTiles({
  tiles,
  inverse = false,
  className,
}: {
  tiles: readonly Tile[];
  /** White text, for use on the dark blue band. */
  inverse?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn("grid grid-cols-2 gap-4 md:gap-6", className)}>
      {tiles.map((tile) => (
        <li
          key={tile.label}
          className={cn("flex flex-col items-center rounded-2xl p-6 text-center", inverse ? "bg-white/10 ring-1 ring-white/15" : "border bg-card shadow-sm")}
        >
          {tile.icon ? (
            <span
              className={cn(
                "mb-3 inline-flex size-11 items-center justify-center rounded-xl",
                inverse ? "bg-white/15 text-white" : "bg-secondary text-primary",
              )}
            >
              <Icon name={tile.icon} className="size-5" />
            </span>
          ) : null}
          <span className={cn("text-3xl font-bold tracking-tight md:text-4xl", inverse ? "text-white" : "text-primary")}>{tile.value}</span>
          <span className={cn("mt-1 text-sm font-medium", inverse ? "text-blue-50" : "text-muted-foreground")}>{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}

const numberFormat = new Intl.NumberFormat("en-US");

/** "10,000+" from a counter's value and suffix; the same string on server and client. */
export function formatCounter(counter: { value: number; suffix: string }): string {
  return `${numberFormat.format(counter.value)}${counter.suffix}`;
}
