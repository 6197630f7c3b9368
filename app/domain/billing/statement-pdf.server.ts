import { site } from "~/config/site";
import { formatCents } from "../shared/money";
import type { Statement } from "./get-statement.server";

const kindNames = { "top-up": "Top-up", purchase: "Lead purchase", credit: "Return credit", adjustment: "Adjustment" } as const;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The statement as a PDF (pdfkit, its built-in Helvetica: no font files to ship). Same figures as the HTML page.
 * pdfkit (with its font parser and decompressors, ~6 MB of heap) is imported at the first statement, not at boot.
 */
export async function renderStatementPdf(statement: Statement): Promise<Buffer> {
  const { default: PdfKitDocument } = await import("pdfkit");
  const doc = new PdfKitDocument({ size: "LETTER", margin: 50, info: { Title: `${site.name} statement ${statement.month}`, Author: site.name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fontSize(18).text(`${site.name} — Monthly statement`);
  doc.fontSize(11).text(`${statement.businessName}`);
  doc.text(`${statement.month}${statement.toDate ? ` (to ${day(statement.end)})` : ""}`);
  doc.moveDown();
  doc.text(`Opening balance: ${formatCents(statement.openingCents)}`);
  for (const [kind, name] of Object.entries(kindNames) as [keyof typeof kindNames, string][]) doc.text(`${name}s: ${formatCents(statement.totals[kind])}`);
  doc.text(`Closing balance: ${formatCents(statement.closingCents)}`);
  doc.text(`Monthly fees paid by card: ${formatCents(statement.feesCents)}`);
  doc.moveDown();
  doc.fontSize(9);
  for (const line of statement.lines) {
    doc.text(`${day(line.at)}  ${kindNames[line.kind].padEnd(14)}  ${formatCents(line.amountCents).padStart(12)}  ${line.memo ?? ""}`);
  }
  for (const fee of statement.fees)
    doc.text(
      `${day(fee.at)}  Monthly fee      ${formatCents(fee.amountCents).padStart(12)}  Professional plan${fee.provider === "test-mode" ? " (test mode)" : ""}`,
    );
  doc.end();
  return done;
}
