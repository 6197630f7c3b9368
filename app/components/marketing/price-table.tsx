import { LockKeyhole } from "lucide-react";
import { Icon } from "~/components/icon";
import { PricingTrigger } from "~/components/marketing/pricing-dialog";
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
    <PricingTrigger className="relative z-10 inline-flex rounded-md px-1.5 py-1 font-semibold tabular-nums hover:bg-secondary focus-visible:bg-secondary">
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
    <div className="overflow-hidden rounded-2xl border bg-card shadow-sm">
      <div className="overflow-x-auto">
        <div className="relative">
          {/* Clicking anywhere on the table opens the dialog; keyboard users have the price links and the button. */}
          <PricingTrigger tabIndex={-1} aria-hidden="true" className="absolute inset-0 z-0 cursor-pointer" />
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">Price per exclusive lead by category and plan</caption>
            <thead>
              <tr className="border-b bg-muted text-sm">
                <th scope="col" className="px-3 py-4 font-semibold sm:px-6">
                  Category
                </th>
                {columns.map((col) => (
                  <th key={col.tier} scope="col" className="px-1 py-4 text-center font-semibold sm:px-4">
                    {col.label}
                    <span className="mt-0.5 block text-xs font-medium text-muted-foreground">{col.note}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b last:border-b-0">
                  <th scope="row" className="px-3 py-3 font-medium sm:px-6">
                    <span className="flex items-center gap-3">
                      <span
                        className={cn(
                          "hidden size-9 shrink-0 items-center justify-center rounded-lg sm:inline-flex",
                          row.aged ? "bg-amber-50 text-accent" : "bg-secondary text-primary",
                        )}
                      >
                        <Icon name={row.icon} className="size-4" />
                      </span>
                      {row.label}
                    </span>
                  </th>
                  {columns.map((col) => (
                    <td key={col.tier} className="px-1 py-3 text-center sm:px-4">
                      <BlurredPrice range={row[col.tier]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <div className="flex flex-col items-center gap-4 border-t bg-secondary/50 px-6 py-5 text-center sm:flex-row sm:text-left">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-background text-primary shadow-sm sm:inline-flex">
          <LockKeyhole className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm sm:flex-1">
          <span className="block font-semibold">Prices available on request</span>
          <span className="text-muted-foreground">
            Rates depend on your plan, category and service area. We&apos;ll send you the current prices.
          </span>
        </p>
        <PricingTrigger className={buttonVariants()}>Request Pricing</PricingTrigger>
      </div>
    </div>
  );
}
