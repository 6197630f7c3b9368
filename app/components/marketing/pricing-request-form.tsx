import { type FieldErrors, Honeypot } from "~/components/forms/form-field";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { PlainForm, type IslandAction } from "~/browser";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/utils";

export type PricingRequestErrors = FieldErrors;
export type PricingRequestValues = Partial<Record<PricingFieldName, string>>;

type PricingFieldName = "fullName" | "email" | "phone" | "businessName" | "website";

type Field = {
  name: PricingFieldName;
  label: string;
  type: "text" | "email" | "tel";
  inputMode?: "url";
  autoComplete: string;
  required: boolean;
  /** Matches app/forms/pricing-request.ts (checked by forms.test.ts). */
  maxLength: number;
  placeholder?: string;
};

export const pricingFields: readonly Field[] = [
  { name: "fullName", label: "Full Name", type: "text", autoComplete: "name", required: true, maxLength: 100 },
  { name: "email", label: "Email", type: "email", autoComplete: "email", required: true, maxLength: 255 },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", required: true, maxLength: 20 },
  { name: "businessName", label: "Business Name", type: "text", autoComplete: "organization", required: true, maxLength: 100 },
  {
    name: "website",
    label: "Website (optional)",
    // Text, not type="url": "example.com" is a fine answer (stored as https://example.com), which type="url" would refuse.
    type: "text",
    inputMode: "url",
    autoComplete: "url",
    required: false,
    maxLength: 255,
    placeholder: "https://www.example.com",
  },
];

/** The intent the /pricing action answers to. */
export const PRICING_INTENT = "pricing-request";

const loadSchema = () => import("~/forms/pricing-request").then((m) => m.pricingRequestSchema);

/**
 * The request-pricing form. It posts to the /pricing action (intent
 * "pricing-request"), so it works with or without JavaScript; with JavaScript
 * the shared schema checks it first. The page renders it both in the no-JS
 * modal and in the dialog, so each place gives its own `idPrefix`. (Not useId: the browser runs Preact, whose
 * ids differ from the ones React rendered on the server, and an error message created after hydration must
 * carry the id its field already points to; decision 0033.)
 */
export function PricingRequestForm({
  Form = PlainForm,
  errors: serverErrors,
  defaultValues = {},
  pending = false,
  className,
  idPrefix,
}: {
  errors?: PricingRequestErrors;
  defaultValues?: PricingRequestValues;
  pending?: boolean;
  className?: string;
  idPrefix: string;
  /** The island's form (docs/decisions/0040); a native form in the no-JS modal. */
  Form?: IslandAction<unknown>["Form"];
}) {
  const id = idPrefix;
  const { errors, formProps } = useFormValidation({ loadSchema, serverErrors });
  const formErrors = errors[""];
  return (
    <Form method="post" action="/pricing" className={cn("relative grid gap-4", className)} {...formProps}>
      <input type="hidden" name="intent" value={PRICING_INTENT} />
      <Honeypot />
      {formErrors?.length ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {formErrors[0]}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {pricingFields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const errorId = `${inputId}-error`;
          const message = errors[field.name]?.[0];
          return (
            <div key={field.name} className={cn("grid content-start gap-1.5", field.name === "website" && "sm:col-span-2")}>
              <Label htmlFor={inputId}>
                {field.label}
                {field.required ? (
                  <span aria-hidden="true" className="text-destructive">
                    {" "}
                    *
                  </span>
                ) : null}
              </Label>
              <Input
                id={inputId}
                name={field.name}
                type={field.type}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                required={field.required}
                placeholder={field.placeholder}
                maxLength={field.maxLength}
                defaultValue={defaultValues[field.name]}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorId : undefined}
              />
              {message ? (
                <p id={errorId} className="text-sm font-medium text-destructive">
                  {message}
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
        <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
          Privacy Policy
        </a>
        .
      </p>
    </Form>
  );
}
