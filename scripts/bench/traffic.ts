/** The requests the benchmark makes, as a browser without JavaScript makes them. */
import { formCases } from "../../tests/support/form-cases";
import { buyOverHttp, quoteRequestOverHttp } from "../../tests/servers/browser-posts";
import { isReservedUsNumber } from "../../app/forms/phone";

const quoteForm = formCases.find((c) => c.path === "/get-quotes")!;
let counter = 0;

/** Exchanges the form accepts for any line 1000–9999 (app/forms/phone.ts), 555 left out (555-1212 is refused). */
const EXCHANGES = Array.from({ length: 800 }, (_, i) => 200 + i).filter((x) => x !== 555 && !isReservedUsNumber(`212${x}1000`));

/**
 * A distinct number for each n below 7 million (788 exchanges × 9,000 lines). Bumping an N11 exchange to the next one, as this did, gave
 * n = 211 and n = 212 the same number: the second request was stored as a repeat of the first (no lead on sale,
 * no alert; one failed alert_fanout call in bench:scale).
 */
export function benchPhone(n: number): string {
  return `(212) ${EXCHANGES[n % EXCHANGES.length]}-${1000 + (Math.floor(n / EXCHANGES.length) % 9000)}`;
}

/** A new homeowner each time (distinct e-mail and phone, so no repeat detection): true when stored. */
export async function postQuote(origin: string, category = "roofing", zip?: string): Promise<boolean> {
  const n = ++counter;
  const fields = {
    ...quoteForm.valid(n),
    ...(zip ? { zip } : {}),
    category,
    email: `bench-${process.pid}-${n}@example.com`,
    phone: benchPhone(n),
    details: `bench ${n}`,
  };
  return (await quoteRequestOverHttp(origin, fields)).reference !== undefined;
}

export async function buy(origin: string, cookie: string, leadId: string): Promise<string | undefined> {
  return (await buyOverHttp(origin, cookie, leadId, crypto.randomUUID())).purchaseId;
}

export async function getStatic(origin: string): Promise<boolean> {
  const res = await fetch(`${origin}/robots.txt`);
  await res.arrayBuffer();
  return res.ok;
}
