/**
 * A figure that counts from 0 to `value` over 2 seconds in 60 steps once at
 * least half of it is visible, once only (spec section 4). The home page ships
 * no React, so the counting is done by the inline script (data-count-to, in
 * app/components/document-scripts.ts). The server renders the final value, so
 * without JavaScript, and with reduced motion, the figure is simply there.
 */
export function StatCounter({ value, suffix, label }: { value: number; suffix: string; label: string }) {
  return (
    <div className="text-center">
      <p className="text-4xl font-bold tracking-tight text-white md:text-5xl">
        {/* Screen readers get the final figure, not 60 intermediate numbers. */}
        <span aria-hidden="true" data-testid="stat-value" data-count-to={value} data-suffix={suffix}>
          {value.toLocaleString("en-US")}
          {suffix}
        </span>
        <span className="sr-only">
          {value.toLocaleString("en-US")}
          {suffix}
        </span>
      </p>
      <p className="mt-2 text-sm font-medium uppercase tracking-wide text-blue-100">{label}</p>
    </div>
  );
}
