import { eq } from "drizzle-orm";
import { calculatorLeads } from "~/db/schema";
import type { Executor } from "~/db/types.server";

/**
 * A calculator lead, row-locked until the transaction ends, so two
 * conversions of the same lead run one after the other (the second sees the
 * first's quote request). Without a transaction it is a plain read.
 */
export async function lockCalculatorLead(tx: Executor, id: string) {
  const [row] = await tx.select().from(calculatorLeads).where(eq(calculatorLeads.id, id)).for("update");
  return row;
}
