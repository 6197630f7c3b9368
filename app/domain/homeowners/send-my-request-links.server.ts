import { and, desc, eq } from "drizzle-orm";
import { getCategory } from "~/content/categories";
import { quoteRequests } from "~/db/schema";
import type { FindMyRequestInput } from "~/forms/find-my-request";
import { hitRateLimit, RATE_LIMIT_MESSAGE } from "~/lib/rate-limit.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { formatDate, lines, signature } from "../emails/email-format";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";
import { issueRequestLink } from "../request-links/request-links.server";

export const MY_REQUEST_LINKS_SENT =
  "If we have quote requests from that e-mail address, we have just e-mailed you a link to each of them. The links work for 90 days.";

/** The newest requests of one address that get a link (a bound on the e-mail, not a rule homeowners meet). */
const MAX_REQUESTS = 20;

/**
 * "Find my request": e-mails a fresh private link to each request sent from
 * this address (repeats excluded: their original has the page). The answer
 * is the same whether or not the address is known. Rate-limited per client
 * like every public form, and at most 3 e-mails per address an hour (beyond
 * that the answer is still the same, and nothing is sent).
 */
export async function sendMyRequestLinks(ctx: DomainContext & { ip: string | null }, input: FindMyRequestInput): Promise<string> {
  const now = nowOf(ctx);
  const perClient = await hitRateLimit(
    ctx.db,
    `form:my-request:${ctx.ip?.trim() || "unknown"}`,
    { max: ctx.env.RATE_LIMIT_FORM_MAX, windowSeconds: ctx.env.RATE_LIMIT_FORM_WINDOW_SECONDS },
    now,
  );
  if (!perClient.allowed) throw new DomainError("rate_limited", RATE_LIMIT_MESSAGE, { retryAfterSeconds: perClient.retryAfterSeconds });
  const address = input.email.toLowerCase();
  const perAddress = await hitRateLimit(ctx.db, `my-request:${address}`, { max: 3, windowSeconds: 3600 }, now);
  if (!perAddress.allowed) return MY_REQUEST_LINKS_SENT;
  await ctx.db.transaction(async (tx) => {
    const requests = await tx
      .select({
        id: quoteRequests.id,
        reference: quoteRequests.reference,
        category: quoteRequests.category,
        zip: quoteRequests.zip,
        createdAt: quoteRequests.createdAt,
      })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.email, address), eq(quoteRequests.isDuplicate, false)))
      .orderBy(desc(quoteRequests.createdAt))
      .limit(MAX_REQUESTS);
    if (requests.length === 0) return;
    const entries: string[] = [];
    for (const r of requests) {
      const url = await issueRequestLink(tx, r.id, ctx.env.PUBLIC_URL, now);
      entries.push(`- ${getCategory(r.category)?.name ?? r.category} in ${r.zip}, sent ${formatDate(r.createdAt)} (reference ${r.reference}):`, `  ${url}`);
    }
    await sendEmail(
      tx,
      ctx.env,
      {
        kind: "quote-request.links",
        to: address,
        subject: "Your quote requests",
        text: lines(
          "Someone (hopefully you) asked for the private pages of the quote requests sent from this e-mail address.",
          "",
          ...entries,
          "",
          "Each link works for 90 days. Keep them to yourself: anyone with a link can see that request and the pros who took it. If you did not ask for this, ignore this e-mail.",
          "",
          signature,
        ),
      },
      now,
    );
  });
  return MY_REQUEST_LINKS_SENT;
}
