import { MapPin, Search } from "lucide-react";
import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { SEARCH_TEXT_MAX } from "~/domain/contractors/search-limits";
import { cn } from "~/lib/utils";

export type SearchFormErrors = Partial<Record<"q" | "where", string>>;

/**
 * Find Contractors' "What do you need?" / "Where?" form: a plain GET form to the results page, so it works without
 * JavaScript; a refused value shows its message under the field, tied to it with aria-describedby.
 */
export function ContractorSearchForm({ q, where, trades, errors = {} }: { q: string; where: string; trades: readonly string[]; errors?: SearchFormErrors }) {
  const field = (name: "q" | "where") => (errors[name] ? { "aria-invalid": true, "aria-describedby": `find-${name}-error` } : {});
  const message = (name: "q" | "where") =>
    errors[name] ? (
      <p id={`find-${name}-error`} className="text-sm font-medium text-destructive" data-testid={`find-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <search aria-label="Find contractors">
      <Form
        // Re-mount on a new search so the boxes show it after client-side navigation.
        key={`${q}\n${where}`}
        method="get"
        action="/find-contractors/search"
        className="grid gap-4 rounded-2xl bg-white p-4 text-foreground shadow-xl sm:p-6 md:grid-cols-[1fr_1fr_auto] md:items-start"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="find-q">What do you need?</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="find-q"
              name="q"
              list="find-trades"
              maxLength={SEARCH_TEXT_MAX}
              placeholder="e.g. Roofing, Solar, Plumbing"
              autoComplete="off"
              defaultValue={q}
              className="pl-9"
              {...field("q")}
            />
          </div>
          <datalist id="find-trades">
            {trades.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </datalist>
          {message("q")}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="find-where">Where?</Label>
          <div className="relative">
            <MapPin className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="find-where"
              name="where"
              maxLength={SEARCH_TEXT_MAX}
              placeholder="ZIP code or city"
              autoComplete="postal-code"
              defaultValue={where}
              className="pl-9"
              {...field("where")}
            />
          </div>
          {message("where")}
        </div>
        <button type="submit" className={cn(buttonVariants({ size: null }), "h-10 rounded-md px-6 text-base md:mt-7")}>
          <Search aria-hidden="true" />
          Find Contractors
        </button>
      </Form>
    </search>
  );
}
