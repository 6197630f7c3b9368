/** The requests the benchmark makes, as a browser without JavaScript makes them. */
import { formCases } from "../../tests/support/form-cases";
import { buyOverHttp, quoteRequestOverHttp } from "../../tests/servers/browser-posts";

const quoteForm = formCases.find((c) => c.path === "/get-quotes")!;
let counter = 0;

/** A new homeowner each time (distinct e-mail and phone, so no repeat detection): true when stored. */
/** A distinct number per request that the form accepts: never an N11 exchange or 555 (app/forms/phone.ts). */
function benchPhone(n: number): string {
  let exchange = 200 + (n % 700);
  if (exchange % 100 === 11 || exchange === 555) exchange += 1;
  return `(212) ${exchange}-${1000 + (Math.floor(n / 700) % 9000)}`;
}

export async function postQuote(origin: string, category = "roofing", zip?: string): Promise<boolean> {
  const n = ++counter;
  const fields = { ...quoteForm.valid(n), ...(zip ? { zip } : {}), category, email: `bench-${process.pid}-${n}@example.com`, phone: benchPhone(n), details: `bench ${n}` };
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
