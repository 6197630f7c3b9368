import { ArrowLeft, ArrowRight } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { HiddenAnswers, HiddenContact } from "./hidden-fields";
import { QuestionInput } from "./question-input";
import type { ContactValues, Messages, QuestionView } from "./model";

type Props = {
  action: string;
  questions: readonly QuestionView[];
  step: number;
  answers: Readonly<Record<string, string>>;
  contact: ContactValues;
  errors: Messages;
  formError?: string;
  /** Next is disabled until the question has an answer (only once scripts run: without them it cannot update). */
  nextDisabled: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onAnswer: (id: string, value: string) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
};

/**
 * One question of the questionnaire as a form post: with JavaScript the
 * submit is handled in the browser; without it the route action validates
 * the step and renders the next one.
 */
export function QuestionStep({ action, questions, step, answers, contact, errors, formError, nextDisabled, headingRef, onAnswer, onSubmit }: Props) {
  const question = questions[step];
  if (!question) return null;
  const isLast = step === questions.length - 1;
  const nextLabel = isLast ? "Continue" : "Next";

  return (
    <form method="post" action={action} noValidate onSubmit={onSubmit} className="relative flex flex-col gap-8">
      {/* The first submit button is the one Enter presses: make it Next, not Back. */}
      {/* Enabled even when Next is not: Enter on a blank answer then says 'This field is required'. */}
      <button type="submit" name="intent" value="next" tabIndex={-1} aria-hidden="true" className="sr-only">
        {nextLabel}
      </button>
      <input type="hidden" name="step" value={step} />
      <HiddenAnswers questions={questions} answers={answers} except={question.id} />
      <HiddenContact contact={contact} />
      {formError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <QuestionInput
        key={question.id}
        question={question}
        value={answers[question.id] ?? ""}
        error={errors[question.id]}
        onChange={(value) => onAnswer(question.id, value)}
        headingRef={headingRef}
      />
      <div className="flex items-center justify-between gap-3 border-t pt-6">
        {step > 0 ? (
          <Button type="submit" name="intent" value="back" variant="outline" size="lg" formNoValidate>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" name="intent" value="next" size="lg" disabled={nextDisabled}>
          {nextLabel}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
