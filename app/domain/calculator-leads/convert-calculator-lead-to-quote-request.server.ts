import { DomainError } from "../shared/errors";
import { findCalculator, type EstimateResult } from "~/calculators";
import type { ConsentVersion } from "~/forms/consent";
import type { Tx } from "~/db/types.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import type { ZipInfo } from "~/lib/zip-lookup.server";
import { createQuoteRequest, type QuoteRequestEnv } from "~/domain/quote-requests/create-quote-request.server";
import { getQuoteRequestConfirmation } from "~/domain/quote-requests/get-quote-request-confirmation.server";
import type { QuoteRequestConfirmation } from "~/domain/quote-requests/quote-request-types";
import { lockCalculatorLead } from "../quote-requests/lock-calculator-lead.server";
import { summarizeCalculatorLead } from "./summarize-calculator-lead";
import { projectAnswersFromCalculator } from "~/forms/project-answers";

export class CalculatorLeadNotFoundError extends DomainError {
  override readonly name = "CalculatorLeadNotFoundError";
  constructor() {
    super("calculator_lead_not_found", "calculator lead not found");
  }
}

/**
 * Turn a calculator lead into a quote request ('Connect with Local
 * Contractors'), reusing the name, e-mail and mobile the homeowner already
 * gave. A lead converts once: converting it again returns the first request.
 */
export async function convertCalculatorLeadToQuoteRequest(
  tx: Tx,
  calculatorLeadId: string,
  input: { zip: ZipInfo; pros: 1 | 2 | 3; consentVersion: ConsentVersion; timeline?: string | undefined; ownership: string },
  context: { meta: RequestMeta; now: Date; env: QuoteRequestEnv },
): Promise<{ id: string; confirmation: QuoteRequestConfirmation }> {
  const lead = await lockCalculatorLead(tx, calculatorLeadId);
  const def = lead ? findCalculator(lead.calculatorType) : undefined;
  if (!lead || !def) throw new CalculatorLeadNotFoundError();
  if (lead.quoteRequestId) {
    const confirmation = await getQuoteRequestConfirmation(tx, { id: lead.quoteRequestId });
    if (confirmation) return { id: lead.quoteRequestId, confirmation };
  }
  return createQuoteRequest(
    tx,
    {
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      zip: input.zip,
      category: def.category,
      details: summarizeCalculatorLead(def, lead.answers as Record<string, string>, lead.result as EstimateResult),
      // The calculator's answers and estimate as the lead's project answers, with what the homeowner added here.
      answers: projectAnswersFromCalculator(def.category, lead.answers as Record<string, string>, lead.result as EstimateResult, {
        ...(input.timeline ? { timeline: input.timeline } : {}),
        ownership: input.ownership,
      }),
      pros: input.pros,
      consentVersion: input.consentVersion,
      source: "calculator",
      calculatorLeadId: lead.id,
    },
    context,
  );
}
