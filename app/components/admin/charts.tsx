/** Small server-rendered SVG charts for the admin overview: no client code, a data table for screen readers and reference. */

const PALETTE = ["#1d4ed8", "#059669", "#d97706", "#7c3aed", "#dc2626", "#0891b2", "#4b5563", "#be185d"];

export type Series = { key: string; label: string };

function niceMax(value: number): number {
  if (value <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (m * p >= value) return m * p;
  return 10 * p;
}

/** Bars per day, stacked by series. `values[day][series]`. */
export function StackedBars({
  title,
  days,
  series,
  values,
  format = String,
  width = 640,
  minMax = 1,
  unit = "day",
}: {
  title: string;
  days: readonly string[];
  series: readonly Series[];
  values: Record<string, Record<string, number>>;
  format?: (n: number) => string;
  /** viewBox width: wider charts keep the same text size at full width. */
  width?: number;
  /** The smallest top of the scale, so an empty chart still has a sensible axis. */
  minMax?: number;
  /** What one bar covers, for the label read aloud ("in 14 days", "in 26 weeks"). */
  unit?: string;
}) {
  const height = 220;
  const totals = days.map((d) => series.reduce((s, k) => s + Math.max(0, values[d]?.[k.key] ?? 0), 0));
  const max = niceMax(Math.max(minMax, ...totals));
  // Room for the longest axis label (about 7 units per character at font size 11).
  const pad = { top: 10, right: 8, bottom: 28, left: Math.max(32, 12 + 7 * format(max).length) };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const band = plotW / Math.max(1, days.length);
  const barW = Math.max(4, band * 0.7);
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  const grand = totals.reduce((a, b) => a + b, 0);
  // About a dozen axis labels at most, counted from the last bar, so a year of weeks does not overlap.
  const labelStep = days.length <= 8 ? 1 : Math.max(2, Math.ceil(days.length / 12));
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title}: ${format(grand)} in ${days.length} ${unit}${days.length === 1 ? "" : "s"}`}
      >
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={pad.left} x2={width - pad.right} y1={y(max * f)} y2={y(max * f)} stroke="#e5e7eb" />
            <text x={pad.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#4b5563">
              {format(max * f)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          let acc = 0;
          const x = pad.left + i * band + (band - barW) / 2;
          return (
            <g key={d}>
              {series.map((s, j) => {
                const v = Math.max(0, values[d]?.[s.key] ?? 0);
                if (v === 0) return null;
                const top = y(acc + v);
                const h = y(acc) - top;
                acc += v;
                return (
                  <rect key={s.key} x={x} y={top} width={barW} height={h} fill={PALETTE[j % PALETTE.length]}>
                    <title>{`${d} · ${s.label}: ${format(v)}`}</title>
                  </rect>
                );
              })}
              {(days.length - 1 - i) % labelStep === 0 ? (
                <text x={x + barW / 2} y={height - 10} textAnchor="middle" fontSize="10" fill="#4b5563">
                  {d.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {series.map((s, j) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: PALETTE[j % PALETTE.length] }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-primary">Data table</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d} className="border-t">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {d}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                      {format(values[d]?.[s.key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A single proportion as a horizontal bar. */
export function RatioBar({ label, part, whole }: { label: string; part: number; whole: number }) {
  const pct = whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
  return (
    <div>
      <p className="text-3xl font-bold">{whole > 0 ? `${pct}%` : "—"}</p>
      <svg viewBox="0 0 100 8" className="mt-2 h-2 w-full" role="img" aria-label={`${label}: ${part} of ${whole}`} preserveAspectRatio="none">
        <rect x="0" y="0" width="100" height="8" rx="4" fill="#e5e7eb" />
        <rect x="0" y="0" width={Math.min(100, pct)} height="8" rx="4" fill="#1d4ed8" />
      </svg>
      <p className="mt-1 text-sm text-muted-foreground">
        {part} of {whole}
      </p>
    </div>
  );
}

/** One horizontal bar per row (e.g. leads sold per state), longest first as given, with its value at the end. */
export function HorizontalBars({
  title,
  rows,
  format = String,
}: {
  title: string;
  rows: readonly { label: string; value: number }[];
  format?: (n: number) => string;
}) {
  const rowH = 22;
  const width = 480;
  const labelW = 130;
  const valueW = 70;
  const max = niceMax(Math.max(1, ...rows.map((r) => r.value)));
  const height = Math.max(1, rows.length) * rowH;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">None in this range.</p>;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={`${title}: ${rows.map((r) => `${r.label} ${format(r.value)}`).join(", ") || "none"}`}
    >
      {rows.map((r, i) => {
        const w = ((width - labelW - valueW) * r.value) / max;
        return (
          <g key={r.label} transform={`translate(0 ${i * rowH})`}>
            <text x={labelW - 6} y={15} textAnchor="end" fontSize="11" fill="#374151">
              {r.label}
            </text>
            <rect x={labelW} y={4} width={Math.max(1, w)} height={rowH - 8} rx="2" fill={PALETTE[0]} />
            <text x={labelW + w + 6} y={15} fontSize="11" fill="#374151">
              {format(r.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
