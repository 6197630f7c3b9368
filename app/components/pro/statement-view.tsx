import { useLocalTime } from "~/components/local-time";
import { Card } from "~/components/ui/card";
import { formatCents } from "~/domain/shared/money";

type Kind = "top-up" | "purchase" | "credit" | "adjustment";
type Props = {
  statement: {
    openingCents: number;
    closingCents: number;
    totals: Record<Kind, number>;
    feesCents: number;
    lines: { id: string; at: Date | string; kind: Kind; memo: string | null; amountCents: number }[];
    fees: { id: string; at: Date | string; amountCents: number; provider: string }[];
  };
};

const kindNames: Record<Kind, string> = { "top-up": "Top-ups", purchase: "Lead purchases", credit: "Return credits", adjustment: "Adjustments" };

/** A monthly statement: totals (from the ledger), every line, and the card-paid fees beside the balance. */
export function StatementView({ statement: s }: Props) {
  const { formatDateTime } = useLocalTime();
  return (
    <>
      <Card className="p-5">
        <dl className="grid gap-2 text-sm sm:grid-cols-2" data-testid="statement-totals">
          <dt className="font-medium">Opening balance</dt>
          <dd data-testid="statement-opening">{formatCents(s.openingCents)}</dd>
          {(Object.keys(kindNames) as Kind[]).map((k) => (
            <div key={k} className="contents">
              <dt className="font-medium">{kindNames[k]}</dt>
              <dd data-testid={`statement-total-${k}`}>{formatCents(s.totals[k])}</dd>
            </div>
          ))}
          <dt className="font-medium">Closing balance</dt>
          <dd data-testid="statement-closing">{formatCents(s.closingCents)}</dd>
          <dt className="font-medium">Monthly fees (paid by card, not from the balance)</dt>
          <dd data-testid="statement-fees">{formatCents(s.feesCents)}</dd>
        </dl>
      </Card>
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="p-3">Date</th>
              <th className="p-3">What</th>
              <th className="p-3 text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {s.lines.map((l) => (
              <tr key={l.id} className="border-b">
                <td className="p-3">{formatDateTime(l.at)}</td>
                <td className="p-3">
                  {kindNames[l.kind]}
                  {l.memo ? ` — ${l.memo}` : ""}
                </td>
                <td className="p-3 text-right">{formatCents(l.amountCents)}</td>
              </tr>
            ))}
            {s.fees.map((f) => (
              <tr key={f.id} className="border-b">
                <td className="p-3">{formatDateTime(f.at)}</td>
                <td className="p-3">Professional monthly fee{f.provider === "test-mode" ? " (test mode, not charged)" : ""}</td>
                <td className="p-3 text-right">{formatCents(f.amountCents)}</td>
              </tr>
            ))}
            {s.lines.length + s.fees.length === 0 ? (
              <tr>
                <td className="p-3 text-muted-foreground" colSpan={3}>
                  Nothing this month.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </Card>
    </>
  );
}
