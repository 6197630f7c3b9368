import { RENDER_TOKEN_FIELD } from "~/forms/render-token";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { RichText } from "~/components/content-blocks";
import { useFormIsland, PlainForm, type IslandAction } from "~/browser";
import { failureOf, type FormOutcome } from "~/forms/form-outcome";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { formatNumber } from "~/calculators/money";
import { categories } from "~/content/categories";
import { CONSENT_VERSION, consentText } from "~/forms/consent";
import { PRO_COUNTS, QUOTE_DETAILS_MAX, type ProCount } from "~/forms/quote-request-limits";
import { CheckboxField, controlProps, Field, FieldError, fieldId, firstError, FormErrors, type FormUiProps, Honeypot, RequiredNote } from "./form-field";
import { ProsChoice } from "./pros-choice";
import { PhotosField } from "./photos-field";
import { useFormValidation } from "./use-form-validation";
import { EmailField, PhoneField } from "./contact-fields";
import { CommonProjectQuestions, TradeQuestions } from "./project-questions";

/** A step's heading: without JavaScript every step shows at once, one form under three headings. */
function StepHeading({ step, title }: { step: number; title: string }) {
  return (
    <h3 className="border-b pb-2 text-lg font-semibold tracking-tight">
      <span className="block text-sm font-medium text-muted-foreground">Step {step} of 3</span>
      {title}
    </h3>
  );
}

/** The form's named fields; the project questions' fields (forms/project-answers.ts) come on top, by their names. */
export type QuoteFieldName =
  | "fullName"
  | "email"
  | "phone"
  | "zip"
  | "category"
  | "details"
  | "pros"
  | "consent"
  | "calculatorLeadId"
  | "pro"
  | "photos"
  | typeof RENDER_TOKEN_FIELD;

/** Input limit; it matches app/forms/quote-request.ts (checked by forms.test.ts). */
export const FULL_NAME_MAX = 100;

const formId = "quote";

const loadSchema = () => import("~/forms/quote-request").then((m) => m.quoteRequestSchema);

export type QuoteFormProps = FormUiProps<QuoteFieldName> & {
  /** Where the form posts; the fragment brings a visitor without JavaScript back to the form. */
  action?: string;
  /** The island's form (docs/decisions/0040); a native form elsewhere. */
  Form?: IslandAction<unknown>["Form"];
};

/**
 * The /get-quotes page's island (docs/decisions/0040). A stored request redirects to its confirmation; a refused
 * one shows the server's messages in place. `outcome` is what the action answered when the page was rendered (a
 * post without JavaScript); `defaultValues` already hold its values.
 */
export function QuoteRequest({
  outcome: rendered,
  defaultValues,
  action,
}: {
  outcome?: FormOutcome<object>;
  defaultValues: QuoteFormProps["defaultValues"];
  action: string;
}) {
  const { Form, pending, outcome } = useFormIsland(rendered);
  return <QuoteForm Form={Form} action={action} errors={failureOf(outcome)?.errors} defaultValues={defaultValues} pending={pending} />;
}

/**
 * The /get-quotes request form. The browser checks it with the shared schema
 * first; the route's action validates it again, stores the request and its
 * leads, and redirects to the confirmation.
 */
export function QuoteForm({ Form = PlainForm, errors: serverErrors, defaultValues = {}, pending = false, action = "/get-quotes#quote-form" }: QuoteFormProps) {
  const { errors, formProps } = useFormValidation({ loadSchema, serverErrors });
  const field = (name: QuoteFieldName, hasHint = false) => controlProps(formId, name, errors, hasHint);
  const [detailsLength, setDetailsLength] = useState(defaultValues.details?.length ?? 0);
  const initialPros: ProCount = PRO_COUNTS.includes(defaultValues.pros as ProCount) ? (defaultValues.pros as ProCount) : "3";
  // The consent text names how many pros may call; it follows the choice as it changes.
  const [pros, setPros] = useState<ProCount>(initialPros);
  const prosError = firstError(errors, "pros");
  const leadError = firstError(errors, "calculatorLeadId");
  // The project questions' values by their field names (a refused post's, kept as typed).
  const answerDefaults = defaultValues as Readonly<Record<string, string | undefined>>;

  return (
    <Form method="post" action={action} encType="multipart/form-data" className="relative flex flex-col gap-6" {...formProps}>
      <FormErrors errors={errors} />
      {leadError ? <FormErrors errors={{ "": [leadError] }} /> : null}
      <RequiredNote />
      <Honeypot />
      <input type="hidden" name="consentVersion" value={CONSENT_VERSION} />
      {defaultValues[RENDER_TOKEN_FIELD] ? <input type="hidden" name={RENDER_TOKEN_FIELD} value={defaultValues[RENDER_TOKEN_FIELD]} /> : null}
      {defaultValues.calculatorLeadId ? <input type="hidden" name="calculatorLeadId" value={defaultValues.calculatorLeadId} /> : null}
      {defaultValues.pro ? <input type="hidden" name="pro" value={defaultValues.pro} /> : null}
      <StepHeading step={1} title="Your project" />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field formId={formId} name="zip" label="ZIP Code" required errors={errors}>
          <Input
            {...field("zip")}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            minLength={5}
            maxLength={5}
            pattern="[0-9]{5}"
            title="Five-digit ZIP code"
            defaultValue={defaultValues.zip}
          />
        </Field>
        <Field formId={formId} name="category" label="Project Type" required errors={errors}>
          <NativeSelect {...field("category")} required defaultValue={defaultValues.category ?? ""}>
            <option value="" disabled>
              Select a project type
            </option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <CommonProjectQuestions formId={formId} errors={errors} defaultValues={answerDefaults} />
      <StepHeading step={2} title="Project details" />
      <TradeQuestions formId={formId} errors={errors} defaultValues={answerDefaults} />
      <Field formId={formId} name="details" label="Project Details" optional errors={errors}>
        <Textarea
          {...field("details", true)}
          rows={5}
          maxLength={QUOTE_DETAILS_MAX}
          placeholder="For example: replace the asphalt shingle roof on a two-story home, about 2,000 sq ft, within the next month."
          defaultValue={defaultValues.details}
          onChange={(e) => setDetailsLength(e.currentTarget.value.length)}
        />
        <div className="flex items-start justify-between gap-4 text-sm text-muted-foreground">
          <p id={`${fieldId(formId, "details")}-hint`}>What needs doing, the size of the job and anything a pro should know.</p>
          <p data-js-only className="shrink-0 tabular-nums">
            {formatNumber(detailsLength)} / {formatNumber(QUOTE_DETAILS_MAX)}
            <span className="sr-only"> characters</span>
          </p>
        </div>
      </Field>
      <PhotosField formId={formId} errors={errors} />
      <StepHeading step={3} title="Your contact details" />
      <Field formId={formId} name="fullName" label="Full Name" required errors={errors}>
        <Input {...field("fullName")} autoComplete="name" required maxLength={FULL_NAME_MAX} defaultValue={defaultValues.fullName} />
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <EmailField formId={formId} errors={errors} maxLength={255} defaultValue={defaultValues.email} />
        <PhoneField formId={formId} errors={errors} label="Mobile Phone" maxLength={20} defaultValue={defaultValues.phone} />
      </div>
      <ProsChoice value={pros} onChange={setPros} errorId={prosError ? `${fieldId(formId, "pros")}-error` : undefined}>
        <p className="text-sm text-muted-foreground">Each pro receives your request separately. Choose 1 if you only want to hear from one contractor.</p>
        <FieldError id={fieldId(formId, "pros")} message={prosError} />
      </ProsChoice>
      <CheckboxField
        formId={formId}
        name="consent"
        required
        defaultChecked={Boolean(defaultValues.consent)}
        errors={errors}
        labelProps={{ "data-consent-version": CONSENT_VERSION }}
      >
        <RichText text={consentText(Number(pros))} />
      </CheckboxField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? "Submitting..." : "Get My Free Quotes"}
        {pending ? null : <ArrowRight aria-hidden="true" />}
      </Button>
      <p className="text-center text-sm text-muted-foreground">100% free for homeowners. No obligation to hire.</p>
    </Form>
  );
}
