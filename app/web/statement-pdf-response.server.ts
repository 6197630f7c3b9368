import type { Statement } from "~/domain/billing/get-statement.server";
import { renderStatementPdf } from "~/domain/billing/statement-pdf.server";

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
