import { useId } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export type PricingRequestErrors = Record<string, string[]>;

type Field = {
  name: "fullName" | "email" | "phone" | "businessName" | "website";
  label: string;
  type: "text" | "email" | "tel" | "url";
  autoComplete: string;
  required: boolean;
  placeholder?: string;
};

const fields: readonly Field[] = [
  { name: "fullName", label: "Full Name", type: "text", autoComplete: "name", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", required: true },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", required: true },
  { name: "businessName", label: "Business Name", type: "text", autoComplete: "organization", required: true },
  {
    name: "website",
    label: "Website (optional)",
    type: "url",
    autoComplete: "url",
    required: false,
    placeholder: "https://www.example.com",
  },
];

/**
 * The request-pricing form. It posts to the /pricing action (intent
 * "pricing-request"), so it works with or without JavaScript; the page renders it
 * both in the no-JS modal and in the dialog, so ids come from useId.
 */
export function PricingRequestForm({
  errors,
  pending = false,
  className,
}: {
  errors?: PricingRequestErrors;
  pending?: boolean;
  className?: string;
}) {
  const id = useId();
  const formErrors = errors?.[""] ?? errors?.form;
  return (
    <Form method="post" action="/pricing" preventScrollReset className={cn("grid gap-4", className)}>
      <input type="hidden" name="intent" value="pricing-request" />
      {formErrors?.length ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {formErrors[0]}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const errorId = `${inputId}-error`;
          const fieldErrors = errors?.[field.name];
          const invalid = Boolean(fieldErrors?.length);
          return (
            <div key={field.name} className={cn("grid gap-1.5", field.name === "website" && "sm:col-span-2")}>
              <Label htmlFor={inputId}>
                {field.label}
                {field.required ? (
                  <span aria-hidden="true" className="text-destructive">
                    {" "}*
                  </span>
                ) : null}
              </Label>
              <Input
                id={inputId}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                placeholder={field.placeholder}
                maxLength={255}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
              />
              {invalid ? (
                <p id={errorId} className="text-sm font-medium text-destructive">
                  {fieldErrors?.[0]}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
        {pending ? "Sending..." : "Request Pricing"}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        We use these details only to send you lead pricing. See our{" "}
        <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </Form>
  );
}
