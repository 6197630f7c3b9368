import { BadgeCheck, Clock, Star } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label, Textarea } from "~/components/ui/input";
import type { RequestQuote } from "~/domain/quotes/list-request-quotes.server";
import { quotePrice, shortDay } from "~/domain/quotes/quote-words";
import { replyTimeWords, sentenceCase } from "~/domain/replies/reply-time-words";
import { DECLINE_REASON_MAX } from "~/forms/text-limits";

type Outcome = { ok: boolean; intent: string; id?: string; message?: string; error?: string } | undefined;

const statusWords: Record<RequestQuote["status"], string> = {
  sent: "Waiting for your answer",
  accepted: "You accepted this quote. The pro will confirm the job with you; until then you can still change your mind.",
  declined: "You declined this quote.",
  hired: "The pro confirmed the job.",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * The request's quotes side by side (one column on a phone): each pro as its public profile shows it, the price,
 * what it includes and when the pro can start; Accept, Decline (with an optional reason) and Ask a question, which
 * opens that pro's messages. Plain forms: the page has no script.
 */
export function RequestQuotes({ quotes, token, outcome }: { quotes: readonly RequestQuote[]; token: string; outcome: Outcome }) {
  if (quotes.length === 0) return null;
  const mine = (id: string) =>
    outcome && (outcome.intent === "accept-quote" || outcome.intent === "decline-quote") && outcome.id === id ? outcome : undefined;
  return (
    <section aria-labelledby="quotes-heading" className="mt-6">
      <h2 id="quotes-heading" className="text-xl font-bold tracking-tight">
        Your quotes
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="request-quotes">
        {quotes.map((q) => {
          const result = mine(q.id);
          const reply = replyTimeWords(q.pro.replyMedianMinutes);
          return (
            <li key={q.id}>
              <Card className="flex h-full flex-col gap-3 p-5" data-testid="request-quote">
                <div>
                  <h3 className="text-lg font-semibold break-words">
                    {q.pro.slug ? (
                      <a href={`/contractors/${q.pro.slug}`} className="text-primary underline-offset-2 hover:underline">
                        {q.pro.businessName}
                      </a>
                    ) : (
                      q.pro.businessName
                    )}
                  </h3>
                  <p className="flex items-center gap-1 text-sm">
                    <Star className="size-4 shrink-0 fill-amber-500 text-amber-500" aria-hidden="true" />
                    {q.pro.rating === null
                      ? "No reviews yet"
                      : `${q.pro.rating.toFixed(1)} from ${q.pro.reviewCount} ${q.pro.reviewCount === 1 ? "review" : "reviews"}`}
                  </p>
                  <p className="flex items-center gap-1 text-sm">
                    <BadgeCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                    {[q.pro.licenceVerified ? "Licence verified" : "Licence not verified", q.pro.insured ? "insured" : "insurance not verified"].join(" · ")}
                  </p>
                  {reply ? (
                    <p className="flex items-center gap-1 text-sm text-muted-foreground" data-testid="quote-reply-time">
                      <Clock className="size-4 shrink-0" aria-hidden="true" />
                      {sentenceCase(reply)}
                    </p>
                  ) : null}
                </div>
                <dl className="grid gap-2 text-sm">
                  <Row label="Price">
                    <span className="text-lg" data-testid="quote-price">
                      {quotePrice(q)}
                    </span>
                  </Row>
                  <Row label="Includes">
                    <span className="whitespace-pre-line break-words font-normal">{q.includes}</span>
                  </Row>
                  <Row label="Can start">{shortDay(q.earliestStart)}</Row>
                  <Row label="Valid until">{q.expired ? `${shortDay(q.validUntil)} (expired)` : shortDay(q.validUntil)}</Row>
                </dl>
                {q.hasPdf ? (
                  <a href={`/my-request/${token}/quotes/${q.id}/pdf`} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
                    The quote as a PDF
                  </a>
                ) : null}
                <p className="text-sm font-medium" data-testid="quote-status">
                  {statusWords[q.status]}
                </p>
                {result ? (
                  <p role={result.ok ? "status" : "alert"} className={`text-sm font-medium ${result.ok ? "" : "text-destructive"}`}>
                    {result.ok ? result.message : result.error}
                  </p>
                ) : null}
                <div className="mt-auto flex flex-wrap gap-2">
                  {q.can.accept ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="accept-quote" />
                      <input type="hidden" name="quoteId" value={q.id} />
                      <Button type="submit">Accept</Button>
                    </Form>
                  ) : null}
                  <a href={`#messages-${q.purchaseId}`} className="inline-flex items-center rounded-md border px-3 text-sm font-medium">
                    Ask a question
                  </a>
                </div>
                {q.can.decline ? (
                  <details className="text-sm">
                    <summary className="cursor-pointer font-medium">Decline</summary>
                    <Form method="post" className="mt-2 space-y-2">
                      <input type="hidden" name="intent" value="decline-quote" />
                      <input type="hidden" name="quoteId" value={q.id} />
                      <Label htmlFor={`decline-${q.id}`}>Your reason (optional; the pro sees it)</Label>
                      <Textarea id={`decline-${q.id}`} name="reason" rows={2} maxLength={DECLINE_REASON_MAX} />
                      <Button type="submit" variant="outline">
                        Decline this quote
                      </Button>
                    </Form>
                  </details>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
