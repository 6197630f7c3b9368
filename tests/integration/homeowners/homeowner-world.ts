/** Quote requests sent through the real form handler, and what they left behind, for the homeowner suites. */
import { submitForm } from "~/web/submit-form.server";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox, quoteRequests } from "~/db/schema";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import type { Env } from "~/env.server";
import { phoneFor } from "../../support/form-cases";
import { context, urlencodedPost } from "../../support/form-requests";

let n = 0;

export type SentRequest = { id: string; reference: string; email: string; confirmation: string; requestUrl: string; token: string };

/** POST /get-quotes as a browser would; returns the stored request and its confirmation e-mail. */
export async function sendQuoteRequest(db: Db, env: Env, fields: Record<string, string> = {}, now?: Date): Promise<SentRequest> {
  n += 1;
  const email = `owner.${n}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const result = await submitForm(
    quoteRequestPost,
    handleQuoteRequestSubmission,
    urlencodedPost("/get-quotes", {
      fullName: "Dana Homeowner",
      email,
      phone: phoneFor(500 + n),
      zip: "10001",
      category: "roofing",
      details: `Roof job ${n}.`,
      timeline: "within-month",
      ownership: "owner",
      pros: "3",
      consent: "on",
      ...fields,
    }),
    context(db, env, { now }),
  );
  if (!result.ok) throw new Error(`quote request refused: ${result.formError}`);
  const [row] = await db.select({ id: quoteRequests.id, email: quoteRequests.email }).from(quoteRequests).where(eq(quoteRequests.reference, result.reference));
  const [mail] = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, row!.email), eq(outbox.kind, "quote-request.confirmation")))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const requestUrl = /https?:\/\/\S+\/my-request\/\S+/.exec(mail!.text)?.[0] ?? "";
  return { id: row!.id, reference: result.reference, email: row!.email, confirmation: mail!.text, requestUrl, token: requestUrl.split("/").pop() ?? "" };
}
