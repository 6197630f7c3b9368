import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/input";

/**
 * The filter bar of the admin lists: a GET form (so a filtered list has its
 * own URL and works without JavaScript) ending in its Filter button.
 */
export function FilterForm({ children }: { children: React.ReactNode }) {
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4">
      {children}
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </Form>
  );
}

export type FilterOption = { value: string; label: string };

/** A labelled select of a filter bar; `allLabel` adds the empty "no filter" choice first. */
export function FilterSelect(props: {
  id: string;
  name?: string;
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  allLabel?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect id={props.id} name={props.name ?? props.id} defaultValue={props.value ?? ""}>
        {props.allLabel ? <option value="">{props.allLabel}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A labelled text or date input of a filter bar. */
export function FilterInput({ id, label, ...input }: { id: string; label: string } & React.ComponentProps<typeof Input>) {
  return (
    // One shrinkable column: a fixed-width box (the search) narrows to a phone's width instead of widening the page.
    <div className="grid min-w-0 grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} {...input} />
    </div>
  );
}

/** Options whose label is the value itself (status lists). */
export const asOptions = (values: readonly string[], label: (value: string) => string = (v) => v): FilterOption[] =>
  values.map((value) => ({ value, label: label(value) }));

/** The search box of a list (`q`): words, an e-mail, a phone number or a reference; matched as word prefixes. */
export function SearchInput({ value, placeholder }: { value: string; placeholder: string }) {
  return (
    <FilterInput
      id="q"
      label="Search"
      type="search"
      defaultValue={value}
      placeholder={placeholder}
      maxLength={100}
      fullWidth={false}
      className="w-72 max-w-full"
    />
  );
}

/** "Download CSV" of every row of the list with the filters in force (routes/admin-export.tsx streams it). */
export function ExportLink({ list, filters = {} }: { list: string; filters?: Record<string, string> }) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== "")).toString();
  return (
    <p className="mb-4 text-sm">
      <a href={`/admin/export/${list}${query ? `?${query}` : ""}`} download className="font-medium text-primary underline underline-offset-4">
        Download CSV (all rows with these filters)
      </a>
    </p>
  );
}
