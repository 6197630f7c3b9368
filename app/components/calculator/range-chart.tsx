import type { RangeChart as RangeChartData } from "~/calculators/definition";
import { chartMoney, isFiniteNumber } from "./chart-format";

/**
 * The low–high range as a bar with the estimate marked on it. Plain SVG for
 * the bar, HTML for the labels (they stay readable at any width). The SVG's
 * label is the text alternative.
 */
export function RangeChart({ data }: { data: RangeChartData }) {
  const { low, estimate, high } = data;
  if (![low, estimate, high].every(isFiniteNumber) || high < low) return null;
  const span = high - low;
  // Where the estimate sits on the bar, in percent (the middle when the range is a single value).
  const position = span > 0 ? Math.min(100, Math.max(0, ((estimate - low) / span) * 100)) : 50;
  // Keep the estimate's label inside the card.
  const labelPosition = Math.min(80, Math.max(20, position));
  const summary = `Estimated range from ${chartMoney(low)} to ${chartMoney(high)}, with an estimate of ${chartMoney(estimate)}.`;

  return (
    <figure className="flex flex-col gap-3" data-testid="range-chart">
      <figcaption className="text-sm font-semibold">Where your estimate sits in the likely range</figcaption>
      <div className="relative pb-12 pt-12">
        <div aria-hidden="true" className="absolute top-0 flex -translate-x-1/2 flex-col items-center text-center" style={{ left: `${labelPosition}%` }}>
          <span className="text-xs font-medium text-muted-foreground">Estimate</span>
          <span className="text-sm font-bold text-primary">{chartMoney(estimate)}</span>
        </div>
        <svg role="img" aria-label={summary} viewBox="0 0 100 24" preserveAspectRatio="none" className="block h-6 w-full overflow-visible">
          <defs>
            <linearGradient id="range-gradient" x1="0" x2="1" y1="0" y2="0">
              <stop offset="0%" stopColor="#93c5fd" />
              <stop offset="100%" stopColor="#1d4ed8" />
            </linearGradient>
          </defs>
          <rect x="0" y="6" width="100" height="12" rx="6" ry="6" fill="url(#range-gradient)" />
          <line x1={position} x2={position} y1="-4" y2="28" stroke="#0f172a" strokeWidth="3" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
        </svg>
        <div aria-hidden="true" className="absolute bottom-0 left-0 flex flex-col text-left">
          <span className="text-xs font-medium text-muted-foreground">Low</span>
          <span className="text-sm font-semibold">{chartMoney(low)}</span>
        </div>
        <div aria-hidden="true" className="absolute bottom-0 right-0 flex flex-col text-right">
          <span className="text-xs font-medium text-muted-foreground">High</span>
          <span className="text-sm font-semibold">{chartMoney(high)}</span>
        </div>
      </div>
    </figure>
  );
}
