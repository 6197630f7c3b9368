import { getStatement, type Statement, type StatementViewer } from "~/domain/billing/get-statement.server";
import type { DomainContext } from "~/domain/shared/domain-context.server";
import { httpErrorOf } from "./http-error.server";

/** A statement for a page or download: a month that is not there, or not the viewer's, is a plain 404. */
export async function loadStatement(ctx: DomainContext, viewer: StatementViewer, contractorId: string, month: string): Promise<Statement> {
  try {
    return await getStatement(ctx, viewer, contractorId, month);
  } catch (error) {
    const known = httpErrorOf(error);
    if (known?.status === 404) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}
