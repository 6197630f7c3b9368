import type * as React from "react";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { formatNumber } from "~/calculators/money";
import { cn } from "~/lib/utils";
import { questionLabel, type QuestionView } from "./model";

export const inputId = (q: Pick<QuestionView, "id">) => `calc-${q.id}`;
export const errorId = (name: string) => `calc-${name}-error`;
const hintId = (q: Pick<QuestionView, "id">) => `calc-${q.id}-hint`;
const headingId = (q: Pick<QuestionView, "id">) => `calc-${q.id}-heading`;

const headingClass = "text-xl font-bold tracking-tight outline-none sm:text-2xl";

type Props = {
  question: QuestionView;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  headingRef: React.Ref<HTMLHeadingElement>;
};

/** "Enter a whole number from 100 to 20,000." for number questions with a range. */
function numberHint(q: QuestionView): string | undefined {
  if (q.type !== "number") return undefined;
  const fmt = (n: number) => formatNumber(n);
  if (q.min !== undefined && q.max !== undefined) return `Enter a whole number from ${fmt(q.min)} to ${fmt(q.max)}.`;
  if (q.min !== undefined) return `Enter a whole number of at least ${fmt(q.min)}.`;
  if (q.max !== undefined) return `Enter a whole number of at most ${fmt(q.max)}.`;
  return "Enter a whole number.";
}

export function FieldMessage({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/**
 * One question: its text as the step's heading (with the unit in brackets),
 * and the input for its type. The field is named by the question id and
 * carries the spec's option values, so a post without JavaScript sends
 * exactly what the browser state holds.
 */
export function QuestionInput({ question: q, value, error, onChange, headingRef }: Props) {
  const label = questionLabel(q);
  const hint = numberHint(q) ?? (q.required ? undefined : "Optional.");
  const describedBy = [hint ? hintId(q) : null, error ? errorId(q.id) : null].filter(Boolean).join(" ") || undefined;
  const invalid = error ? true : undefined;

  if (q.type === "radio") {
    return (
      <fieldset role="radiogroup" aria-labelledby={headingId(q)} aria-describedby={describedBy} aria-invalid={invalid} className="flex flex-col gap-4">
        <legend className="mb-4 w-full">
          <h2 id={headingId(q)} ref={headingRef} tabIndex={-1} className={headingClass}>
            {label}
          </h2>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(q.options ?? []).map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 border-input bg-background px-4 py-3 text-base font-medium transition-colors",
                "hover:border-primary/60 hover:bg-muted",
                "has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground",
                "has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2",
              )}
            >
              <input
                type="radio"
                name={q.id}
                value={option.value}
                checked={value === option.value}
                onChange={(e) => onChange(e.currentTarget.value)}
                className="size-4 shrink-0 accent-primary"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {hint ? (
          <p id={hintId(q)} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
        <FieldMessage name={q.id} message={error} />
      </fieldset>
    );
  }

  const common = {
    id: inputId(q),
    name: q.id,
    value,
    placeholder: q.placeholder,
    "aria-invalid": invalid,
    "aria-describedby": describedBy,
    "aria-required": q.required || undefined,
  } as const;

  let control: React.ReactNode;
  if (q.type === "select") {
    control = (
      <NativeSelect {...common} onChange={(e) => onChange(e.currentTarget.value)} fieldSize="lg">
        <option value="">Select an option</option>
        {(q.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  } else if (q.type === "textarea") {
    control = <Textarea {...common} maxLength={1000} rows={5} onChange={(e) => onChange(e.currentTarget.value)} />;
  } else if (q.type === "number") {
    control = (
      <div className="relative max-w-xs">
        {/*
          A text field with a numeric keyboard rather than type="number": a number
          field silently drops what it cannot parse ("1e", "12.5.") and cannot hold
          spaces, so the calculator's own messages could not be shown for them.
        */}
        <Input
          {...common}
          type="text"
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          onChange={(e) => onChange(e.currentTarget.value)}
          fieldSize="xl"
          className={q.unit ? (q.unit === "$" ? "pl-8" : "pr-16") : undefined}
        />
        {q.unit ? (
          <span
            aria-hidden="true"
            className={cn("pointer-events-none absolute inset-y-0 flex items-center text-muted-foreground", q.unit === "$" ? "left-3" : "right-4")}
          >
            {q.unit}
          </span>
        ) : null}
      </div>
    );
  } else {
    control = <Input {...common} type="text" maxLength={1000} fieldSize="lg" onChange={(e) => onChange(e.currentTarget.value)} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 ref={headingRef} tabIndex={-1} className={headingClass}>
        <label htmlFor={inputId(q)}>{label}</label>
      </h2>
      {control}
      {hint ? (
        <p id={hintId(q)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage name={q.id} message={error} />
    </div>
  );
}
