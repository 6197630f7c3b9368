/**
 * 'Question N of M' with a bar whose width is N / M (spec section 4). On the
 * contact step every question is answered, so the bar is full.
 */
export function ProgressBar({ current, total, label }: { current: number; total: number; label: string }) {
  const safeTotal = Math.max(1, total);
  const value = Math.min(Math.max(current, 0), safeTotal);
  const percent = (value / safeTotal) * 100;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm font-medium">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums" aria-hidden="true">
          {Math.round(percent)}%
        </span>
      </div>
      {/* A styled div rather than <progress>: its width is N / M, and the ARIA values are explicit. */}
      <div
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={safeTotal}
        aria-valuenow={value}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div data-testid="progress-fill" className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
