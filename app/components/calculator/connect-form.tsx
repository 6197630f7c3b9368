import { ArrowRight, BadgeCheck, CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { RichText } from "~/components/content-blocks";
import { Honeypot } from "~/components/forms/form-field";
import type { IslandAction } from "~/browser";
import { ProsChoice } from "~/components/forms/pros-choice";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { ProCount } from "~/forms/quote-request-limits";
import { ownershipQuestion, timelineQuestion, type ProjectQuestion } from "~/forms/project-answers";
import { NativeSelect } from "~/components/ui/input";
import { errorId, FieldMessage } from "./question-input";
import type { ConversionValues, Messages, QuoteConfirmation } from "./model";

export type ConsentCopy = { version: string; texts: Record<ProCount, string> };

type Props = {
  action: string;
  calculatorLeadId: string;
  consent: ConsentCopy;
  errors?: Messages;
  formError?: string;
  values?: ConversionValues;
  /** True while the post is on its way (with JavaScript). */
  pending: boolean;
  Form: IslandAction<unknown>["Form"];
  onEdit: (field: string) => void;
  /** The calculator did not ask when (solar, HVAC): the request's required timeline is asked here. */
  askTimeline: boolean;
};

/** A required project question (forms/project-answers.ts) as a select, in the card's style. */
function AnswerSelect({ question: q, value, error, onEdit }: { question: ProjectQuestion; value?: string; error?: string; onEdit: (field: string) => void }) {
  const id = `calc-${q.name}`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {q.question}
      </label>
      <NativeSelect
        id={id}
        name={q.name}
        defaultValue={value ?? ""}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(q.name) : undefined}
        onChange={() => onEdit(q.name)}
        fieldSize="md"
        tone="white"
        className="max-w-sm"
      >
        <option value="" disabled>
          Select an answer
        </option>
        {q.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      <FieldMessage name={q.name} message={error} />
    </div>
  );
}

/**
 * 'Connect with Local Contractors': the calculator already has the name,
 * e-mail and mobile number, so this asks only for what is missing (ZIP code,
 * how many pros, consent to be contacted) and turns the stored estimate into
 * a quote request.
 */
export function ConnectForm({ action, calculatorLeadId, consent, errors = {}, formError, values, pending, Form, onEdit, askTimeline }: Props) {
  const [pros, setPros] = useState<ProCount>(values?.pros ?? "3");
  const zipError = errors.zip;
  const prosError = errors.pros;
  const consentError = errors.consent;
  const answerError = errors.timeline ?? errors.ownership;
  const leadError = errors[""] ?? errors.calculatorLeadId ?? formError;

  return (
    <section aria-labelledby="connect-heading" className="rounded-xl border-2 border-primary/20 bg-blue-50/60 p-4 sm:p-6">
      <h3 id="connect-heading" className="text-lg font-bold tracking-tight sm:text-xl">
        Get free quotes from local pros
      </h3>
      <p className="mt-2 text-sm text-muted-foreground">
        We'll send your answers and this estimate to verified, licensed and insured contractors near you. We already have your name, email and mobile number, so
        we only need your ZIP code.
      </p>
      <Form method="post" action={action} noValidate className="relative mt-5 flex flex-col gap-5">
        <input type="hidden" name="calculatorLeadId" value={calculatorLeadId} />
        <input type="hidden" name="consentVersion" value={consent.version} />
        <Honeypot />
        {leadError && !zipError && !prosError && !consentError && !answerError ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive">
            <p>{leadError}</p>
            <p className="mt-1">
              <a href="/get-quotes" className="underline underline-offset-2">
                Go to the quote form
              </a>
            </p>
          </div>
        ) : null}
        <div className="flex flex-col gap-2">
          <label htmlFor="calc-zip" className="text-sm font-medium">
            ZIP Code of the project
          </label>
          <Input
            id="calc-zip"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="5-digit ZIP"
            defaultValue={values?.zip}
            aria-required="true"
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? errorId("zip") : undefined}
            onChange={() => onEdit("zip")}
            fieldSize="md"
            tone="white"
            className="max-w-40"
          />
          <FieldMessage name="zip" message={zipError} />
        </div>
        {askTimeline ? <AnswerSelect question={timelineQuestion} value={values?.timeline} error={errors.timeline} onEdit={onEdit} /> : null}
        <AnswerSelect question={ownershipQuestion} value={values?.ownership} error={errors.ownership} onEdit={onEdit} />
        <ProsChoice
          fit="card"
          value={pros}
          onChange={(n) => {
            setPros(n);
            onEdit("pros");
          }}
          errorId={prosError ? errorId("pros") : undefined}
        >
          <FieldMessage name="pros" message={prosError} />
        </ProsChoice>
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id="calc-consent"
              name="consent"
              value="on"
              defaultChecked={values?.consent}
              aria-required="true"
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? errorId("consent") : undefined}
              onChange={() => onEdit("consent")}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <label htmlFor="calc-consent" className="text-sm leading-6 text-muted-foreground">
              <RichText text={consent.texts[pros]} />
            </label>
          </div>
          <FieldMessage name="consent" message={consentError} />
        </div>
        <Button type="submit" name="intent" value="connect" size="lgWrap" wrap disabled={pending} className="w-full text-center sm:w-auto sm:self-start">
          {pending ? "Connecting..." : "Connect with Local Contractors"}
          {pending ? null : <ArrowRight aria-hidden="true" />}
        </Button>
        <p className="text-sm text-muted-foreground">100% free for homeowners. No obligation to hire.</p>
      </Form>
    </section>
  );
}

/** The quote request was created from the estimate. */
export function ConnectConfirmation({ confirmation }: { confirmation: QuoteConfirmation }) {
  const { reference, city, state, outlook } = confirmation;
  return (
    <section aria-labelledby="connect-done-heading" className="rounded-xl border-2 border-success/30 bg-green-50 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h3 id="connect-done-heading" tabIndex={-1} className="text-lg font-bold tracking-tight outline-none sm:text-xl">
            Your quote request is on its way!
          </h3>
          <p>
            Your reference number is{" "}
            <strong className="font-mono text-base tracking-wider" data-testid="quote-reference">
              {reference}
            </strong>
            .
          </p>
          <p data-testid="serving-pros">
            {outlook ? (
              <>
                <strong>{outlook.headline}</strong> {outlook.next}
              </>
            ) : (
              `We e-mail you as each pro takes your request${city && state ? ` near ${city}, ${state}` : ""}.`
            )}
          </p>
          {confirmation.verifyUrl ? (
            <p data-testid="connect-verify-phone">
              We texted a 6-digit code to your phone.{" "}
              <a href={confirmation.verifyUrl} className="font-semibold text-primary underline underline-offset-4">
                Enter the code to verify your phone
              </a>
              : pros see that your number was checked.
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">We've e-mailed you a private link to follow your request.</p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <BadgeCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            Every pro in our network had their licence and insurance checked by our team before taking requests.
          </p>
          <div className="mt-2">
            <a href="/calculators" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Try another calculator
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
