import { Input, Label, Textarea } from "~/components/ui/input";
import { QUOTE_INCLUDES_MAX } from "~/forms/text-limits";

type Errors = Record<string, string[] | undefined> | undefined;
type Values = { price: string; priceHigh: string; includes: string; earliestStart: string; validUntil: string };

function FieldError({ errors, name }: { errors: Errors; name: string }) {
  const message = errors?.[name]?.[0];
  return message ? (
    <p id={`quote-${name}-error`} className="text-xs text-destructive">
      {message}
    </p>
  ) : null;
}

/** One labelled field of the quote form, its message under it and tied to it for screen readers. */
function Field({
  name,
  label,
  errors,
  children,
}: {
  name: string;
  label: string;
  errors: Errors;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const describedBy = errors?.[name]?.[0] ? `quote-${name}-error` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={`quote-${name}`}>{label}</Label>
      {children(describedBy)}
      <FieldError errors={errors} name={name} />
    </div>
  );
}

/** The terms of a quote: price or range, inclusions, earliest start, valid until, an optional PDF. */
export function QuoteFields({ values, errors, today }: { values: Values; errors: Errors; today: string }) {
  const invalid = (name: string) => (errors?.[name]?.[0] ? true : undefined);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field name="price" label="Price in dollars (or from)" errors={errors}>
        {(d) => (
          <Input
            id="quote-price"
            name="price"
            inputMode="decimal"
            required
            placeholder="8500"
            defaultValue={values.price}
            aria-invalid={invalid("price")}
            aria-describedby={d}
          />
        )}
      </Field>
      <Field name="priceHigh" label="Up to, in dollars (optional, for a range)" errors={errors}>
        {(d) => (
          <Input
            id="quote-priceHigh"
            name="priceHigh"
            inputMode="decimal"
            placeholder="9500"
            defaultValue={values.priceHigh}
            aria-invalid={invalid("priceHigh")}
            aria-describedby={d}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field name="includes" label="What the price includes" errors={errors}>
          {(d) => (
            <Textarea
              id="quote-includes"
              name="includes"
              required
              maxLength={QUOTE_INCLUDES_MAX}
              rows={4}
              defaultValue={values.includes}
              aria-invalid={invalid("includes")}
              aria-describedby={d}
            />
          )}
        </Field>
      </div>
      <Field name="earliestStart" label="Earliest start" errors={errors}>
        {(d) => (
          <Input
            id="quote-earliestStart"
            name="earliestStart"
            type="date"
            required
            min={today}
            defaultValue={values.earliestStart}
            aria-invalid={invalid("earliestStart")}
            aria-describedby={d}
          />
        )}
      </Field>
      <Field name="validUntil" label="Quote valid until" errors={errors}>
        {(d) => (
          <Input
            id="quote-validUntil"
            name="validUntil"
            type="date"
            required
            min={today}
            defaultValue={values.validUntil}
            aria-invalid={invalid("validUntil")}
            aria-describedby={d}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field name="pdf" label="Quote as a PDF (optional, up to 5 MB)" errors={errors}>
          {(d) => <Input id="quote-pdf" name="pdf" type="file" accept="application/pdf,.pdf" aria-invalid={invalid("pdf")} aria-describedby={d} />}
        </Field>
      </div>
    </div>
  );
}
