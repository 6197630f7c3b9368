import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { NotFoundError } from "../shared/errors";
import type { Executor } from "~/db/types.server";
import { PLAN_REQUIRED_MESSAGE, SUSPENDED_MESSAGE } from "./integration-error";
import { DomainError } from "../shared/errors";

type Access = { plan: string; status: string };

/**
 * Spec section 9: "Enterprise: ... API access". Keys, the webhook and the
 * REST API are for Enterprise contractors who are not suspended (an admin's
 * decision); a paused contractor keeps access (pausing only stops new leads).
 */
export function integrationAccessError(contractor: Access): DomainError | undefined {
  if (contractor.plan !== "enterprise") return new DomainError("plan_required", PLAN_REQUIRED_MESSAGE);
  if (contractor.status === "suspended") return new DomainError("account_suspended", SUSPENDED_MESSAGE);
  return undefined;
}

/** The contractor row, after checking access; `lock` holds it for the rest of the transaction (serializes key creation). */
export async function requireIntegrationAccess(tx: Executor, contractorId: string, options: { lock?: boolean } = {}) {
  const query = tx.select().from(contractors).where(eq(contractors.id, contractorId));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError("This account");
  const error = integrationAccessError(row);
  if (error) throw error;
  return row;
}
