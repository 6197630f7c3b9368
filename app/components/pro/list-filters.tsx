import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, NativeSelect } from "~/components/ui/input";

/**
 * The filter bar of a contractor's list: a GET form, so the choice is in the URL (a reload or a shared link keeps
 * it) and it works without JavaScript. Each field shows its message under it when the URL held a value it refuses.
 */
export function ListFilterForm({ label, children, after }: { label: string; children: React.ReactNode; after?: React.ReactNode }) {
  return (
    <Form method="get" aria-label={label} className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-4">
      {children}
      <Button type="submit" variant="outline">
        Apply
      </Button>
      {after}
    </Form>
  );
}

export type ListFilterOption = { value: string; label: string };

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

export function ListFilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly ListFilterOption[];
  allLabel?: string;
  error?: string | undefined;
}) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        name={props.id}
        defaultValue={props.error ? "" : props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        {props.allLabel ? <option value="">{props.allLabel}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export function ListFilterInput({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      <FieldError id={id} error={error} />
    </div>
  );
}
