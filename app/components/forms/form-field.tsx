import { AlertCircle, CheckCircle2 } from "lucide-react";
import type * as React from "react";
import { Label } from "~/components/ui/input";
import { HONEYPOT_FIELD } from "~/forms/honeypot";
import { cn } from "~/lib/utils";

/** Field errors as a server action returns them (Conform's shape): field name -> messages. "" holds form-level errors. */
export type FieldErrors = Record<string, string[] | undefined>;

/** What every form of this folder accepts, so an action can re-render it with errors and the submitted values. */
export type FormUiProps<Name extends string> = {
  errors?: FieldErrors;
  defaultValues?: Partial<Record<Name, string>>;
  pending?: boolean;
};

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/** The first error message of a field (spec section 5: only the first message is shown). */
export function firstError(errors: FieldErrors | undefined, name: string): string | undefined {
  return errors?.[name]?.[0];
}

/**
 * id, name and the ARIA wiring of one control: aria-invalid when it has an error,
 * aria-describedby pointing at its hint and error message.
 */
export function controlProps(formId: string, name: string, errors: FieldErrors | undefined, hasHint = false) {
  const id = fieldId(formId, name);
  const error = firstError(errors, name);
  const describedBy = [hasHint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** Label, control, optional hint and the field's error message, stacked. */
export function Field({
  formId,
  name,
  label,
  required = false,
  optional = false,
  hint,
  errors,
  className,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: React.ReactNode;
  errors?: FieldErrors;
  className?: string;
  children: React.ReactNode;
}) {
  const id = fieldId(formId, name);
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={firstError(errors, name)} />
    </div>
  );
}

/**
 * A checkbox with its text beside it (consent, certification) and its error
 * message below. The text is a node: it may hold links or rich text.
 */
export function CheckboxField({
  formId,
  name,
  required = false,
  defaultChecked,
  errors,
  className,
  labelProps,
  children,
}: {
  formId: string;
  name: string;
  required?: boolean;
  defaultChecked?: boolean;
  errors?: FieldErrors;
  className?: string;
  /** Extra attributes for the label, e.g. a data-* marker. */
  labelProps?: { [data: `data-${string}`]: string };
  children: React.ReactNode;
}) {
  const id = fieldId(formId, name);
  const error = firstError(errors, name);
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          value="on"
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm leading-6 text-muted-foreground" {...labelProps}>
          {children}
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
}

/**
 * A field people never see (visually hidden, aria-hidden, out of the tab
 * order, no autofill); bots that fill it get a normal-looking answer and
 * nothing is stored (app/forms/honeypot.ts).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * A titled notice at the top of a form: the outcome of a submission as the
 * server rendered it (how it reads without JavaScript, where no toast can show).
 */
export function FormAlert({
  variant,
  title,
  children,
  className,
}: {
  variant: "success" | "error";
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const Icon = variant === "success" ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={variant === "success" ? "status" : "alert"}
      data-form-alert={variant}
      className={cn(
        "flex gap-3 rounded-md border p-4 text-sm",
        variant === "success" ? "border-success/40 bg-green-50 text-green-900" : "border-destructive/40 bg-red-50 text-red-900",
        className,
      )}
    >
      <Icon className={cn("mt-0.5 size-5 shrink-0", variant === "success" ? "text-success" : "text-destructive")} aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

/** Form-level messages (the "" key), announced when they appear. */
export function FormErrors({ errors }: { errors?: FieldErrors }) {
  const messages = errors?.[""];
  if (!messages?.length) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-4 text-sm font-medium text-destructive">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

export function RequiredNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Fields marked <span className="text-destructive">*</span> are required.
    </p>
  );
}
