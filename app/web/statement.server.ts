import { getStatement, type Statement, type StatementViewer } from "~/domain/billing/get-statement.server";
import { renderStatementPdf } from "~/domain/billing/statement-pdf.server";
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

/** The PDF as a download; private, never cached by a shared cache. */
export async function statementPdfResponse(statement: Statement): Promise<Response> {
  const pdf = await renderStatementPdf(statement);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="statement-${statement.month}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
