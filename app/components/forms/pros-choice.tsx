import type * as React from "react";
import { PRO_COUNTS, type ProCount } from "~/forms/quote-request-limits";
import { cn } from "~/lib/utils";

/** Two fits of the same control: the /get-quotes page form, and the calculator's narrower card on a tinted panel. */
const fits = {
  page: {
    fieldset: "flex flex-col gap-3",
    grid: "grid grid-cols-3 gap-2 sm:gap-3",
    option:
      "flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md border border-input bg-background px-2 py-2.5 text-sm font-medium",
  },
  card: {
    fieldset: "flex flex-col gap-2",
    grid: "grid max-w-sm grid-cols-3 gap-2",
    option:
      "flex cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-input bg-white px-1.5 py-2.5 text-sm font-medium",
  },
} as const;

const checkedOption =
  "has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring";

/**
 * 'How many pros may contact me?': 1, 2 or 3 as a radio group posted as `pros`.
 * Controlled, because the consent text beside it names the chosen number.
 * `children` follow the options (a hint, the field's error message).
 */
export function ProsChoice({
  value,
  onChange,
  fit = "page",
  errorId,
  children,
}: {
  value: ProCount;
  onChange: (pros: ProCount) => void;
  fit?: keyof typeof fits;
  /** The id of the error message shown in `children`, when there is one. */
  errorId?: string;
  children?: React.ReactNode;
}) {
  const style = fits[fit];
  return (
    <fieldset className={style.fieldset} aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">How many pros may contact me?</legend>
      <div className={style.grid}>
        {PRO_COUNTS.map((n) => (
          <label key={n} className={cn(style.option, checkedOption)}>
            <input type="radio" name="pros" value={n} checked={value === n} onChange={() => onChange(n)} className="size-4 accent-primary" />
            {n} {n === "1" ? "pro" : "pros"}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
