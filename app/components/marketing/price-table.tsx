import { LockKeyhole } from "lucide-react";
import { Icon } from "~/components/icon";
import { PricingClickArea, PricingTrigger } from "~/components/marketing/pricing-dialog";
import { buttonVariants } from "~/components/ui/button";
import { categories } from "~/content/categories";
import { categoryPrices, formatRange, solarAgedPrices, type PriceRange, type Tier } from "~/content/prices";
import { cn } from "~/lib/utils";

const columns: readonly { tier: Tier; label: string; note: string }[] = [
  { tier: "payAsYouGo", label: "Pay-As-You-Go", note: "Standard" },
  { tier: "professional", label: "Professional", note: "20% off" },
  { tier: "enterprise", label: "Enterprise", note: "30% off" },
];

type Row = { key: string; label: string; icon: string; aged?: boolean } & Record<Tier, PriceRange>;

const rows: readonly Row[] = [
  ...categoryPrices.map((row) => {
    const category = categories.find((c) => c.slug === row.category);
    return { ...row, key: row.category, label: category?.name ?? row.category, icon: category?.icon ?? "House" };
  }),
  { ...solarAgedPrices, key: "solar-aged", label: "Solar aged leads (3-6 months old)", icon: "Sun", aged: true },
];

/**
 * A blurred price: the figure is hidden from assistive technology (it is
 * unreadable on screen), which hears "Prices available on request" instead.
 */
function BlurredPrice({ range }: { range: PriceRange }) {
  return (
    <PricingTrigger className="inline-flex rounded-md px-1.5 py-1 font-semibold tabular-nums hover:bg-secondary focus-visible:bg-secondary">
      <span aria-hidden="true" className="select-none blur-[5px]">
        {formatRange(range)}
      </span>
      <span className="sr-only">Prices available on request</span>
    </PricingTrigger>
  );
}

/** Lead prices by category and plan, blurred until the visitor requests pricing. */
export function PriceTable() {
  return (
    <PricingClickArea className="overflow-hidden rounded-2xl border bg-card shadow-sm">
      {/* Small screens: one card per category (a four-column table does not fit). */}
      <ul className="divide-y sm:hidden">
        {rows.map((row) => (
          <li key={row.key} className="px-4 py-4">
            <p className="flex items-center gap-3 font-semibold">
              <span
                className={cn(
                  "inline-flex size-8 shrink-0 items-center justify-center rounded-lg",
                  row.aged ? "bg-amber-50 text-accent" : "bg-secondary text-primary",
                )}
              >
                <Icon name={row.icon} className="size-4" />
              </span>
              {row.label}
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2">
              {columns.map((col) => (
                <div key={col.tier} className="rounded-lg bg-muted px-1 py-2 text-center">
                  <dt className="text-xs font-medium text-muted-foreground">{col.label}</dt>
                  <dd className="mt-0.5 text-sm">
                    <BlurredPrice range={row[col.tier]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Price per exclusive lead by category and plan</caption>
          <thead>
            <tr className="border-b bg-muted text-sm">
              <th scope="col" className="px-6 py-4 font-semibold">
                Category
              </th>
              {columns.map((col) => (
                <th key={col.tier} scope="col" className="px-4 py-4 text-center font-semibold">
                  {col.label}
                  <span className="mt-0.5 block text-xs font-medium text-muted-foreground">{col.note}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-b-0">
                <th scope="row" className="px-6 py-3 font-medium">
                  <span className="flex items-center gap-3">
                    <span
                      className={cn(
                        "inline-flex size-9 shrink-0 items-center justify-center rounded-lg",
                        row.aged ? "bg-amber-50 text-accent" : "bg-secondary text-primary",
                      )}
                    >
                      <Icon name={row.icon} className="size-4" />
                    </span>
                    {row.label}
                  </span>
                </th>
                {columns.map((col) => (
                  <td key={col.tier} className="px-4 py-3 text-center">
                    <BlurredPrice range={row[col.tier]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col items-center gap-4 border-t bg-secondary/50 px-6 py-5 text-center sm:flex-row sm:text-left">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-background text-primary shadow-sm sm:inline-flex">
          <LockKeyhole className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm sm:flex-1">
          <span className="block font-semibold">Prices available on request</span>
          <span className="text-muted-foreground">Rates depend on your plan, category and service area. We&apos;ll send you the current prices.</span>
        </p>
        <PricingTrigger className={buttonVariants()}>Request Pricing</PricingTrigger>
      </div>
    </PricingClickArea>
  );
}
