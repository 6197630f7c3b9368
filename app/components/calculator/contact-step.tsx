import { ArrowLeft, ArrowRight, Lock } from "lucide-react";
import type * as React from "react";
import { Honeypot } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { HiddenAnswers } from "./hidden-fields";
import { errorId, FieldMessage } from "./question-input";
import type { ContactField, ContactValues, Messages, QuestionView } from "./model";

const FORM_ERROR_ID = "calc-contact-form-error";

const fields: {
  name: ContactField;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  inputMode?: "email" | "tel";
}[] = [
  { name: "fullName", label: "Full Name", type: "text", autoComplete: "name", placeholder: "Jane Smith", maxLength: 100 },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@example.com", maxLength: 255 },
  { name: "mobile", label: "Mobile Number", type: "tel", autoComplete: "tel", placeholder: "(555) 123-4567", maxLength: 20 },
  { name: "address", label: "Address", type: "text", autoComplete: "street-address", placeholder: "123 Main St, Springfield, IL", maxLength: 200 },
];

type Props = {
  questions: readonly QuestionView[];
  answers: Readonly<Record<string, string>>;
  contact: ContactValues;
  errors: Messages;
  formError?: string;
  /** The message for blank fields ('All fields are required'); it is shown once, above the buttons. */
  allFieldsRequired: string;
  step: number;
  pending: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onChange: (field: ContactField, value: string) => void;
  /** The step's form element: a fetcher form with JavaScript, a plain post without. */
  Form: React.ElementType;
  formProps: Record<string, unknown>;
};

/**
 * The contact step (spec section 4): 'Almost there!', the four fields, Back
 * and 'Get My Estimate'. The server validates, computes the estimate itself
 * and stores the lead.
 */
export function ContactStep({
  questions,
  answers,
  contact,
  errors,
  formError,
  allFieldsRequired,
  step,
  pending,
  headingRef,
  onChange,
  Form,
  formProps,
}: Props) {
  return (
    <Form {...formProps} className="relative flex flex-col gap-6">
      {/* The first submit button is the one Enter presses: make it 'Get My Estimate', not Back. */}
      <button type="submit" name="intent" value="estimate" tabIndex={-1} aria-hidden="true" className="sr-only" disabled={pending}>
        Get My Estimate
      </button>
      <input type="hidden" name="step" value={step} />
      <HiddenAnswers questions={questions} answers={answers} />
      <Honeypot />
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Almost there!
        </h2>
        <p className="text-muted-foreground">Enter your details to see your personalized estimate</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((f) => {
          const id = `calc-${f.name}`;
          const message = errors[f.name];
          // 'All fields are required' is shown once, above the buttons; the field still points at it.
          const ownMessage = message && message !== allFieldsRequired ? message : undefined;
          const describedBy = ownMessage ? errorId(f.name) : message ? FORM_ERROR_ID : undefined;
          return (
            <div key={f.name} className={f.name === "address" || f.name === "fullName" ? "flex flex-col gap-2 sm:col-span-2" : "flex flex-col gap-2"}>
              <label htmlFor={id} className="text-sm font-medium">
                {f.label}
              </label>
              <Input
                id={id}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                maxLength={f.maxLength}
                value={contact[f.name]}
                onChange={(e) => onChange(f.name, e.currentTarget.value)}
                aria-required="true"
                aria-invalid={message ? true : undefined}
                aria-describedby={describedBy}
                fieldSize="md"
              />
              <FieldMessage name={f.name} message={ownMessage} />
            </div>
          );
        })}
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          We'll show your estimate right away and email you a copy. Your details are only shared with contractors if you ask us to connect you. See our{" "}
          <a href="/privacy" className="font-medium text-primary underline underline-offset-2">
            Privacy Policy
          </a>
          .
        </span>
      </p>
      {formError ? (
        <p id={FORM_ERROR_ID} role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button type="submit" name="intent" value="back" variant="outline" size="lg" formNoValidate className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" name="intent" value="estimate" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? "Calculating..." : "Get My Estimate"}
          {pending ? null : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
    </Form>
  );
}
