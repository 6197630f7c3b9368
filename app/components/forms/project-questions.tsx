import { NativeSelect } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { commonQuestions, tradeQuestions, type ProjectQuestion } from "~/forms/project-answers";
import { controlProps, Field, type FieldErrors } from "./form-field";

type Props = { formId: string; errors: FieldErrors | undefined; defaultValues: Readonly<Record<string, string | undefined>> };

/** One project question as a select: short, and the same control with or without JavaScript. */
function QuestionSelect({ formId, errors, defaultValues, question: q }: Props & { question: ProjectQuestion }) {
  return (
    <Field formId={formId} name={q.name} label={q.question} required={q.required} optional={!q.required} errors={errors}>
      <NativeSelect {...controlProps(formId, q.name, errors)} required={q.required} defaultValue={defaultValues[q.name] ?? ""}>
        <option value="" disabled={q.required}>
          {q.required ? "Select an answer" : "No answer"}
        </option>
        {q.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** Timeline and ownership (required), property type and budget: what every contractor asks first. */
export function CommonProjectQuestions(props: Props) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {commonQuestions.map((q) => (
        <QuestionSelect key={q.name} {...props} question={q} />
      ))}
    </div>
  );
}

/**
 * Each trade's own questions (its calculator's), one group per trade. The stylesheet shows only the group of the
 * project type chosen above (app.css, `[data-trade-questions]`, by `:has()`, so it needs no script); a browser
 * without `:has()` shows every group under its heading, and the server keeps only the chosen trade's answers.
 */
export function TradeQuestions(props: Props) {
  return (
    <div className="flex flex-col gap-6">
      <p data-trade-hint className="text-sm text-muted-foreground">
        Choose a project type above to answer a few questions about the job.
      </p>
      {categories.map((c) => (
        <fieldset key={c.slug} data-trade-questions={c.slug} className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold">{c.name} questions (all optional)</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            {tradeQuestions[c.slug].map((q) => (
              <QuestionSelect key={q.name} {...props} question={q} />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
