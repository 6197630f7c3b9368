import { randomUUID } from "node:crypto";
import { getCalculator, type EstimateResult } from "~/calculators";
import type { CalculatorType } from "~/calculators/types";
import { ALL_FIELDS_REQUIRED } from "~/forms/calculator-contact";
import { calculatorLeadFields, calculatorLeadSchema, type CalculatorLeadInput } from "~/forms/calculator-lead";
import type { FormResult } from "~/forms/submission-result";
import { processFormSubmission } from "~/domain/submissions/process-form-submission.server";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormPost, FormSubmission } from "~/domain/submissions/form-submission";
import { createCalculatorLead } from "./create-calculator-lead.server";

/** The result screen, and the id that 'Connect with Local Contractors' converts. */
export type CalculatorLeadOutcome = { calculatorLeadId: string; result: EstimateResult };

type Data = CalculatorLeadInput & { result: EstimateResult };

/** What a post of a calculator's contact step ('Get My Estimate') may carry. */
export function calculatorLeadPost(type: CalculatorType): FormPost {
  return { form: `calculator-lead:${type}`, fields: calculatorLeadFields(getCalculator(type)) };
}

/**
 * POST on /calculators/:type ('Get My Estimate'). The estimate is computed
 * here from the validated answers; the browser's own figure is never read.
 */
export function handleCalculatorLeadSubmission(
  submission: FormSubmission,
  ctx: SubmissionContext,
  type: CalculatorType,
): Promise<FormResult<CalculatorLeadOutcome>> {
  const def = getCalculator(type);
  return processFormSubmission<CalculatorLeadInput, Data, CalculatorLeadOutcome>(submission, ctx, {
    ...calculatorLeadPost(type),
    schema: calculatorLeadSchema(def),
    formLevelMessages: [ALL_FIELDS_REQUIRED],
    async prepare(input) {
      return { ok: true, value: { ...input, result: def.estimate(input.answers) } };
    },
    fingerprint: ({ answers, contact: { consentVersion: _version, ...contact } }) => ({ answers, contact }),
    decoy: ({ result }) => ({ calculatorLeadId: randomUUID(), result }),
    async create(tx, { data, meta, now, ctx: { env } }) {
      const id = await createCalculatorLead(tx, { def, ...data }, { meta, now, env });
      return { recordId: id, result: { calculatorLeadId: id, result: data.result } };
    },
  });
}
