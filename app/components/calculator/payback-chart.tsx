import type { PaybackChart as PaybackChartData } from "~/calculators/definition";
import { formatYears } from "~/calculators/money";
import { chartMoney, compactMoney, isFiniteNumber, niceStep } from "./chart-format";

/** Years listed in the text alternative's table. */
const TABLE_YEARS = [0, 5, 10, 15, 20, 25];
const X_TICKS = [0, 5, 10, 15, 20, 25];

/**
 * Solar: cumulative savings over 25 years against the net cost, so the
 * payback point (where the two lines cross) is visible. The plot is plain SVG
 * stretched to its box; labels are HTML so they stay readable on a phone.
 * Text alternatives: the SVG's label and a visually hidden table.
 */
export function PaybackChart({ data }: { data: PaybackChartData }) {
  const points = data.yearly.filter((p) => isFiniteNumber(p.year) && isFiniteNumber(p.cumulativeSavings));
  if (points.length < 2 || !isFiniteNumber(data.netCost)) return null;
  const lastYear = Math.max(...points.map((p) => p.year));
  const lastSavings = points.find((p) => p.year === lastYear)?.cumulativeSavings ?? 0;
  const maxValue = Math.max(data.netCost, ...points.map((p) => p.cumulativeSavings), 1);
  const step = niceStep(maxValue);
  const top = Math.ceil(maxValue / step) * step;
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);

  const x = (year: number) => (lastYear > 0 ? (year / lastYear) * 100 : 0);
  const y = (value: number) => 100 - (Math.max(0, value) / top) * 100;
  const line = points.map((p) => `${x(p.year).toFixed(3)},${y(p.cumulativeSavings).toFixed(3)}`).join(" ");
  const area = `0,100 ${line} ${x(lastYear).toFixed(3)},100`;
  const payback = isFiniteNumber(data.paybackYears) && data.paybackYears >= 0 && data.paybackYears <= lastYear ? data.paybackYears : null;
  const netY = y(data.netCost);

  const summary =
    `Cumulative savings grow to ${chartMoney(lastSavings)} over ${lastYear} years against a net cost of ${chartMoney(data.netCost)}. ` +
    (payback !== null ? `Savings pass the net cost after about ${formatYears(payback)}.` : "Savings do not pass the net cost within this period.");

  return (
    <figure className="flex flex-col gap-4" data-testid="payback-chart">
      <figcaption className="text-sm font-semibold">Your cumulative savings over {lastYear} years against the net cost</figcaption>
      <div className="grid grid-cols-[3.25rem_1fr] gap-x-2">
        {/* y axis labels */}
        <div aria-hidden="true" className="relative h-56 sm:h-64">
          {yTicks.map((t) => (
            <span key={t} className="absolute right-0 -translate-y-1/2 text-xs tabular-nums text-muted-foreground" style={{ top: `${y(t)}%` }}>
              {compactMoney(t)}
            </span>
          ))}
        </div>
        <div className="relative h-56 sm:h-64">
          <svg role="img" aria-label={summary} viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 h-full w-full overflow-visible">
            {yTicks.map((t) => (
              <line key={t} x1="0" x2="100" y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
            <polygon points={area} fill="#1d4ed8" fillOpacity="0.08" />
            <polyline points={line} fill="none" stroke="#1d4ed8" strokeWidth="3" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
            <line x1="0" x2="100" y1={netY} y2={netY} stroke="#b45309" strokeWidth="2.5" strokeDasharray="8 5" vectorEffect="non-scaling-stroke" />
            {payback !== null ? (
              <line
                x1={x(payback)}
                x2={x(payback)}
                y1={netY}
                y2="100"
                stroke="#475569"
                strokeWidth="1.5"
                strokeDasharray="3 3"
                vectorEffect="non-scaling-stroke"
              />
            ) : null}
          </svg>
          {payback !== null ? (
            <>
              <span
                aria-hidden="true"
                className="absolute size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent shadow"
                style={{ left: `${x(payback)}%`, top: `${netY}%` }}
              />
              <span
                aria-hidden="true"
                className="absolute -translate-y-full whitespace-nowrap rounded-md bg-white/90 px-1.5 py-0.5 text-xs font-semibold text-accent"
                style={{ left: `calc(${x(payback)}% + 0.5rem)`, top: `calc(${netY}% - 0.375rem)` }}
              >
                Pays for itself in {formatYears(payback)}
              </span>
            </>
          ) : null}
        </div>
        {/* x axis labels */}
        <div />
        <div aria-hidden="true" className="relative mt-1 h-5">
          {X_TICKS.filter((t) => t <= lastYear).map((t) => (
            <span key={t} className="absolute -translate-x-1/2 text-xs tabular-nums text-muted-foreground" style={{ left: `${x(t)}%` }}>
              {t}
            </span>
          ))}
        </div>
        <div />
        <p aria-hidden="true" className="mt-1 text-center text-xs text-muted-foreground">
          Years after installation
        </p>
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-6 rounded bg-primary" />
          Cumulative savings
        </li>
        <li className="flex items-center gap-2">
          <span className="w-6 border-t-2 border-dashed border-accent" />
          Net cost after tax credit ({chartMoney(data.netCost)})
        </li>
      </ul>
      <table className="sr-only">
        <caption>Cumulative savings by year, compared with a net cost of {chartMoney(data.netCost)}</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Cumulative savings</th>
          </tr>
        </thead>
        <tbody>
          {points
            .filter((p) => TABLE_YEARS.includes(p.year))
            .map((p) => (
              <tr key={p.year}>
                <th scope="row">{p.year}</th>
                <td>{chartMoney(p.cumulativeSavings)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
