import type { Executor } from "~/db/types.server";
import { isUuid } from "~/forms/ids";
import { findCalculatorLead } from "./find-calculator-lead.server";

/** The prefill link works for a day: long enough to finish, short enough that a leaked link goes stale. */
export const PREFILL_MAX_AGE_MS = 24 * 3600 * 1000;

export type CalculatorLeadPrefill = {
  calculatorLeadId: string;
  fullName: string;
  email: string;
  /** E.164, e.g. +12125550123. */
  phone: string;
  category: string;
  estimate: string;
};

/**
 * What /get-quotes may prefill from a calculator lead (its id is the
 * capability: an unguessable uuid the homeowner got back with the estimate).
 * Nothing once converted or older than a day.
 */
export async function getCalculatorLeadPrefill(db: Executor, id: string, now: Date): Promise<CalculatorLeadPrefill | undefined> {
  if (!isUuid(id)) return undefined;
  const lead = await findCalculatorLead(db, id.toLowerCase(), now);
  if (!lead || lead.quoteRequestId || now.getTime() - lead.createdAt.getTime() > PREFILL_MAX_AGE_MS) return undefined;
  const result = lead.result as { value?: unknown };
  return {
    calculatorLeadId: lead.id,
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    category: lead.calculatorType,
    estimate: typeof result.value === "string" ? result.value : "",
  };
}
