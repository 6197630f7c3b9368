import type { ContactValues, QuestionView } from "./model";

/**
 * The answers given so far, carried by every step's form so a post without
 * JavaScript holds the whole questionnaire. The current question's own input
 * is left out (each field is posted once).
 */
export function HiddenAnswers({
  questions,
  answers,
  except,
}: {
  questions: readonly QuestionView[];
  answers: Readonly<Record<string, string>>;
  except?: string;
}) {
  return (
    <>
      {questions
        .filter((q) => q.id !== except && answers[q.id] !== undefined && answers[q.id] !== "")
        .map((q) => (
          <input key={q.id} type="hidden" name={q.id} value={answers[q.id]} />
        ))}
    </>
  );
}

/** The contact details typed so far, kept while the homeowner goes back to a question. */
export function HiddenContact({ contact }: { contact: ContactValues }) {
  return (
    <>
      {(Object.keys(contact) as (keyof ContactValues)[])
        .filter((key) => contact[key] !== "")
        .map((key) => (
          <input key={key} type="hidden" name={key} value={contact[key]} />
        ))}
    </>
  );
}
