import type { CalculatorDefinition, EstimateResult, ValidAnswers } from "~/calculators";
import { calculatorLeads } from "~/db/schema";
import type { Env } from "~/env.server";
import type { CalculatorContactInput } from "~/forms/calculator-contact";
import type { Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import { composeEstimateEmail } from "./compose-estimate-email";

export type NewCalculatorLead = {
  def: CalculatorDefinition;
  answers: ValidAnswers;
  /** Computed on the server from `answers`; never a figure sent by the browser. */
  result: EstimateResult;
  contact: CalculatorContactInput;
};

/** Store a calculator lead (answers, estimate, contact, consent if given) and e-mail the estimate. */
export async function createCalculatorLead(
  tx: Tx,
  input: NewCalculatorLead,
  context: { meta: RequestMeta; now: Date; env: Pick<Env, "SMTP_URL"> },
): Promise<string> {
  const { contact } = input;
  const { meta, now } = context;
  const [row] = await tx
    .insert(calculatorLeads)
    .values({
      calculatorType: input.def.type,
      answers: input.answers,
      result: input.result,
      estimateAmount: input.result.amount,
      fullName: contact.fullName,
      email: contact.email,
      phone: contact.mobile,
      address: contact.address,
      consentTextVersion: contact.consent ? contact.consentVersion : null,
      consentedAt: contact.consent ? now : null,
      pageUrl: meta.pageUrl,
      ip: meta.ip,
      userAgent: meta.userAgent,
      createdAt: now,
    })
    .returning({ id: calculatorLeads.id });
  if (!row) throw new Error("calculator lead insert returned no row");
  await sendEmail(
    tx,
    context.env,
    composeEstimateEmail({ to: contact.email, fullName: contact.fullName, calculatorTitle: input.def.title, result: input.result }),
    now,
  );
  return row.id;
}
