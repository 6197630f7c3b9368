import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type * as React from "react";
import { useIslandAction } from "~/browser";
import { UNEXPECTED_MESSAGE } from "~/forms/form-outcome";
import { calculatorAsksTimeline } from "~/forms/project-answers";
import { ConnectConfirmation, ConnectForm, type ConsentCopy } from "./connect-form";
import { ContactStep } from "./contact-step";
import { useHydrated } from "./hydrated";
import {
  advance,
  CONTACT_FIELDS,
  contactComplete,
  initialState,
  questionCounter,
  retreat,
  type CalculatorState,
  type ContactField,
  type Messages,
  type QuestionView,
  type ResultState,
  type StepState,
} from "./model";
import { ProgressBar } from "./progress-bar";
import { QuestionStep } from "./question-step";
import { ResultScreen } from "./result-screen";
import { clearProgress, loadProgress, saveProgress } from "./storage";

export type QuestionnaireProps = {
  type: string;
  questions: readonly QuestionView[];
  /** The route the forms post to. */
  action: string;
  consent: ConsentCopy;
  /** 'All fields are required' (from the forms module, passed in so its schema stays on the server). */
  allFieldsRequired: string;
  /** What the route action rendered (a post without JavaScript). */
  initial?: CalculatorState;
};

type Focus = "heading" | "input" | "confirmation" | null;

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function without(messages: Messages, ...keys: string[]): Messages {
  const copy = { ...messages };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * The shared questionnaire of every calculator (spec section 4). With
 * JavaScript, steps change in the browser and 'Get My Estimate' posts to the
 * route action (which validates, recomputes and stores the lead); without it,
 * every step is a form post and the action renders the next step.
 */
export function Questionnaire({ type, questions, action, consent, allFieldsRequired, initial }: QuestionnaireProps) {
  const [state, setState] = useState<CalculatorState>(initial ?? initialState());
  const hydrated = useHydrated();
  // Posted in the background to the route action, as the router's fetchers did (the page has no router: it is an island).
  const estimate = useIslandAction<CalculatorState>(() => ({ ...initialState(), step: questions.length, formError: UNEXPECTED_MESSAGE }));
  const connect = useIslandAction<CalculatorState>(() => ({
    view: "result",
    calculatorLeadId: state.view === "result" ? state.calculatorLeadId : "",
    result: null,
    conversion: {
      errors: {},
      formError: UNEXPECTED_MESSAGE,
      values: state.view === "result" && state.conversion ? state.conversion.values : { zip: "", pros: "3", consent: false },
    },
  }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<Focus>(null);
  const restored = useRef(false);
  const total = questions.length;

  // Restore progress after hydration (never during it, so the server's HTML matches).
  // Once, on mount: loader data gets a new identity on every revalidation.
  useEffect(() => {
    if (restored.current) return;
    if (!initial) {
      const saved = loadProgress(type, questions);
      // Answers the visitor gave before hydration (islands/early-input.ts) win over the saved ones, on the step on screen.
      if (saved)
        setState((prev) => {
          const early = prev.view === "steps" ? prev.answers : {};
          if (Object.keys(early).length > 0) return { ...prev, answers: { ...saved.answers, ...early } };
          return { ...initialState(), step: saved.step, answers: saved.answers };
        });
    }
    restored.current = true;
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- mount only
  }, []);

  // Keep progress for a refresh; forget it once the estimate is shown.
  useEffect(() => {
    if (!restored.current) return;
    if (state.view === "steps") saveProgress(type, { step: state.step, answers: state.answers });
    else clearProgress(type);
  }, [type, state]);

  // The server's answer to 'Get My Estimate'.
  useEffect(() => {
    const data = estimate.data;
    if (!data) return;
    if (data.view === "result") {
      focusNext.current = "heading";
      setState(data);
      return;
    }
    setState((prev) => {
      const keep = prev.view === "steps" ? prev : data;
      if (data.step !== keep.step) focusNext.current = "heading";
      return { ...data, answers: keep.answers, contact: keep.contact };
    });
  }, [estimate.data]);

  // The server's answer to 'Connect with Local Contractors'.
  useEffect(() => {
    const data = connect.data;
    if (!data || data.view !== "result") return;
    setState((prev) => {
      const base: ResultState = prev.view === "result" ? prev : data;
      if (data.confirmation) focusNext.current = "confirmation";
      return { ...base, result: base.result ?? data.result, conversion: data.conversion, confirmation: data.confirmation };
    });
  }, [connect.data]);

  // Focus moves to the new heading on a step change (or the field with a new error).
  useIsomorphicLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === "heading") headingRef.current?.focus();
    else if (target === "confirmation") document.getElementById("connect-done-heading")?.focus();
    else if (target === "input") {
      const el = document.querySelector<HTMLElement>("[data-calculator] [aria-invalid='true']");
      el?.focus();
    }
  });

  const steps = state.view === "steps" ? state : null;

  function update(change: (s: StepState) => StepState) {
    setState((prev) => (prev.view === "steps" ? change(prev) : prev));
  }

  function onAnswer(id: string, value: string) {
    update((s) => ({ ...s, answers: { ...s.answers, [id]: value }, errors: without(s.errors, id), formError: undefined }));
  }

  function onContactChange(field: ContactField, value: string) {
    update((s) => {
      const errors = without(s.errors, field);
      // 'All fields are required' goes once every field holds something.
      const contact = { ...s.contact, [field]: value };
      const formError = s.formError === allFieldsRequired && !contactComplete(contact) ? s.formError : undefined;
      return { ...s, contact, errors: formError ? errors : without(errors, ...CONTACT_FIELDS), formError };
    });
  }

  function intentOf(event: React.FormEvent<HTMLFormElement>): string {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    return submitter?.getAttribute("value") ?? "next";
  }

  function onQuestionSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!steps) return;
    if (intentOf(event) === "back") {
      focusNext.current = "heading";
      update((s) => ({ ...s, step: retreat(s.step), errors: {}, formError: undefined }));
      return;
    }
    const outcome = advance(questions, steps.answers, steps.step);
    if (Object.keys(outcome.errors).length > 0) {
      focusNext.current = outcome.step === steps.step ? "input" : "heading";
    } else {
      focusNext.current = "heading";
    }
    update((s) => ({ ...s, step: outcome.step, errors: outcome.errors, formError: undefined }));
  }

  function onContactSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!steps) return;
    if (intentOf(event) === "back") {
      event.preventDefault();
      focusNext.current = "heading";
      update((s) => ({ ...s, step: retreat(s.step), errors: {}, formError: undefined }));
      return;
    }
    if (!contactComplete(steps.contact)) {
      event.preventDefault();
      const errors: Messages = {};
      for (const f of CONTACT_FIELDS) if (steps.contact[f].trim() === "") errors[f] = allFieldsRequired;
      update((s) => ({ ...s, errors, formError: allFieldsRequired }));
    }
    // Otherwise the fetcher posts the form: the server validates, estimates and stores the lead.
  }

  let body: React.ReactNode;
  if (state.view === "result") {
    body = state.result ? (
      <ResultScreen result={state.result} headingRef={headingRef}>
        {state.confirmation ? (
          <ConnectConfirmation confirmation={state.confirmation} />
        ) : (
          <ConnectForm
            action={action}
            calculatorLeadId={state.calculatorLeadId}
            askTimeline={!calculatorAsksTimeline(type)}
            consent={consent}
            errors={state.conversion?.errors}
            formError={state.conversion?.formError}
            values={state.conversion?.values}
            pending={connect.state !== "idle"}
            Form={connect.Form}
            onEdit={(field) =>
              setState((prev) =>
                prev.view === "result" && prev.conversion
                  ? { ...prev, conversion: { ...prev.conversion, errors: without(prev.conversion.errors, field) } }
                  : prev,
              )
            }
          />
        )}
      </ResultScreen>
    ) : (
      <div className="flex flex-col gap-4">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Your estimate
        </h2>
        {state.confirmation ? (
          <ConnectConfirmation confirmation={state.confirmation} />
        ) : (
          <p role="alert" className="text-destructive">
            {state.conversion?.formError ?? "This estimate is no longer available."}
          </p>
        )}
      </div>
    );
  } else if (state.step >= total) {
    body = (
      <div className="flex flex-col gap-8">
        <ProgressBar current={total} total={total} label={`All ${total} questions answered`} />
        <ContactStep
          questions={questions}
          answers={state.answers}
          contact={state.contact}
          errors={state.errors}
          formError={state.formError}
          allFieldsRequired={allFieldsRequired}
          step={total}
          pending={estimate.state !== "idle"}
          headingRef={headingRef}
          onChange={onContactChange}
          Form={estimate.Form}
          formProps={{ method: "post", action, onSubmit: onContactSubmit }}
        />
      </div>
    );
  } else {
    const question = questions[state.step];
    const raw = question ? (state.answers[question.id] ?? "") : "";
    body = (
      <div className="flex flex-col gap-8">
        <ProgressBar current={state.step + 1} total={total} label={questionCounter(state.step, total)} />
        <QuestionStep
          action={action}
          questions={questions}
          step={state.step}
          answers={state.answers}
          contact={state.contact}
          errors={state.errors}
          formError={state.formError}
          nextDisabled={hydrated && Boolean(question?.required) && raw === ""}
          headingRef={headingRef}
          onAnswer={onAnswer}
          onSubmit={onQuestionSubmit}
        />
      </div>
    );
  }

  return (
    <div data-calculator={type} data-ready={hydrated ? "true" : undefined} className="rounded-2xl border bg-card p-4 shadow-sm sm:p-8">
      {body}
    </div>
  );
}
