import { Sparkles } from "lucide-react";
import type * as React from "react";
import type { EstimateResult } from "~/calculators/definition";
import { PaybackChart } from "./payback-chart";
import { RangeChart } from "./range-chart";

/** Figures that must never reach the screen. */
const BROKEN = /NaN|Infinity|undefined/;

const shown = (text: string) => (BROKEN.test(text) ? "Not available" : text);

/**
 * The result screen (spec section 4): title, large value, description,
 * label/value rows and a chart. There is no way back from here.
 */
export function ResultScreen({
  result,
  headingRef,
  children,
}: {
  result: EstimateResult;
  headingRef: React.Ref<HTMLHeadingElement>;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8" data-testid="calculator-result">
      <div className="flex flex-col gap-3 text-center">
        <p className="inline-flex items-center justify-center gap-2 text-sm font-semibold uppercase tracking-wider text-primary">
          <Sparkles className="size-4" aria-hidden="true" />
          Your personalized estimate
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {result.title}
        </h2>
        <p className="text-5xl font-extrabold tracking-tight text-primary tabular-nums sm:text-6xl" data-testid="result-value">
          {shown(result.value)}
        </p>
        <p className="mx-auto max-w-xl text-muted-foreground">{shown(result.description)}</p>
      </div>

      <dl className="divide-y rounded-xl border bg-muted/50" data-testid="result-details">
        {result.details.map((row) => (
          <div key={row.label} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-5">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold tabular-nums sm:text-right">{shown(row.value)}</dd>
          </div>
        ))}
      </dl>

      <div className="rounded-xl border p-4 sm:p-6">
        {result.chart.kind === "payback" ? <PaybackChart data={result.chart} /> : <RangeChart data={result.chart} />}
      </div>

      {children}
    </div>
  );
}
