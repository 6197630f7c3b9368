import { formatCents } from "~/domain/shared/money";
import { cn } from "~/lib/utils";

export type LedgerRow = { id: string; createdAt: Date | string; kind: string; memo: string | null; amountCents: number };

/**
 * The two ledger views: the admin console's compact table of raw kinds, and
 * the dashboard's, which names the kinds for the contractor and colours and
 * signs the amounts. The columns are the same four.
 */
const looks = {
  admin: {
    headings: ["Date", "Kind", "Memo", "Amount"],
    wrapper: "overflow-x-auto",
    table: "w-full text-left text-sm",
    head: "text-xs uppercase text-muted-foreground",
    th: "py-2 pr-4",
    body: "divide-y",
    row: undefined,
    memo: "py-2 pr-4",
  },
  pro: {
    headings: ["Date", "Type", "Details", "Amount"],
    wrapper: "mt-3 overflow-x-auto",
    table: "w-full min-w-[32rem] text-left text-sm",
    head: "text-muted-foreground",
    th: "py-2 pr-4 font-medium",
    body: undefined,
    row: "border-t",
    memo: "py-2 pr-4 text-muted-foreground",
  },
} as const;

export function LedgerTable({
  entries,
  look,
  formatWhen,
  kindLabel = (kind) => kind,
  testId,
}: {
  entries: readonly LedgerRow[];
  look: keyof typeof looks;
  /** The viewer's formatter (useLocalTime), in the viewer's own zone. */
  formatWhen: (value: Date | string) => string;
  kindLabel?: (kind: string) => string;
  testId?: string;
}) {
  const l = looks[look];
  const [date, kind, memo, amount] = l.headings;
  const th = l.th;
  return (
    <div className={l.wrapper}>
      <table className={l.table} data-testid={testId}>
        <thead className={l.head}>
          <tr>
            <th scope="col" className={th}>
              {date}
            </th>
            <th scope="col" className={th}>
              {kind}
            </th>
            <th scope="col" className={th}>
              {memo}
            </th>
            <th scope="col" className={cn("py-2 text-right", look === "pro" && "font-medium")}>
              {amount}
            </th>
          </tr>
        </thead>
        <tbody className={l.body}>
          {entries.map((e) => (
            <tr key={e.id} className={l.row}>
              <td className="py-2 pr-4 whitespace-nowrap">{formatWhen(e.createdAt)}</td>
              <td className="py-2 pr-4">{kindLabel(e.kind)}</td>
              <td className={l.memo}>{e.memo ?? ""}</td>
              {look === "pro" ? (
                <td className={cn("py-2 text-right font-medium tabular-nums", e.amountCents < 0 ? "text-red-700" : "text-green-700")}>
                  {e.amountCents > 0 ? "+" : ""}
                  {formatCents(e.amountCents)}
                </td>
              ) : (
                <td className="py-2 text-right tabular-nums">{formatCents(e.amountCents)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
