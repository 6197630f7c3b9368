import { Form } from "react-router";
import { ActionOutcome } from "~/components/pro/pro-ui";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { QuoteStatus } from "~/db/enums";
import { quotePrice, shortDay } from "~/domain/quotes/quote-words";
import { QuoteFields } from "./quote-fields";

export type ProQuoteView = {
  status: QuoteStatus;
  priceLowCents: number;
  priceHighCents: number;
  includes: string;
  earliestStart: string;
  validUntil: string;
  declineReason: string | null;
  pdfName: string | null;
};

type Outcome = { ok: boolean; intent: string; message?: string; error?: string; fieldErrors?: Record<string, string[] | undefined> } | undefined;

export const quoteStatusLabels: Record<QuoteStatus, string> = { sent: "Sent", accepted: "Accepted", declined: "Declined", hired: "Hired" };

function statusWords(q: ProQuoteView): string {
  if (q.status === "accepted")
    return "The homeowner accepted your quote. Confirm the job once you have agreed the details; until then they can still change their mind.";
  if (q.status === "declined") return q.declineReason ? `The homeowner declined your quote: "${q.declineReason}"` : "The homeowner declined your quote.";
  if (q.status === "hired") return "You confirmed the job. The quote is final.";
  return "The homeowner has your quote on their request page and by e-mail.";
}

const dollars = (cents: number) => String(cents / 100);

/**
 * The lead page's quote: what was sent and where it stands, the form to send or revise it (a multipart form that works
 * without JavaScript), and "Confirm the job" once the homeowner accepted. `closed` is why no quote can be sent.
 */
export function ProQuoteCard({
  purchaseId,
  quote,
  outcome,
  busy,
  today,
  closed,
}: {
  purchaseId: string;
  quote: ProQuoteView | null;
  outcome: Outcome;
  busy: string | undefined;
  today: string;
  closed: string | null;
}) {
  const errors = outcome?.intent === "quote" ? outcome.fieldErrors : undefined;
  const action = `/pro/leads/${purchaseId}`;
  return (
    <Card className="p-5" data-testid="pro-quote">
      <h2 className="text-lg font-semibold">Your quote</h2>
      <ActionOutcome result={outcome} intent="quote" />
      <ActionOutcome result={outcome} intent="confirm-hire" />
      {quote ? (
        <div className="mt-3 space-y-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" data-testid="quote-status">
              {quoteStatusLabels[quote.status]}
            </Badge>
            <span className="font-semibold">{quotePrice(quote)}</span>
            <span className="text-muted-foreground">
              · start from {shortDay(quote.earliestStart)} · valid until {shortDay(quote.validUntil)}
            </span>
          </p>
          <p className="whitespace-pre-line break-words">{quote.includes}</p>
          {quote.pdfName ? (
            <p>
              <a href={`${action}/quote.pdf`} className="font-medium text-primary underline-offset-2 hover:underline">
                {quote.pdfName}
              </a>
            </p>
          ) : null}
          <p className="text-muted-foreground">{statusWords(quote)}</p>
          {quote.status === "accepted" ? (
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="confirm-hire" />
              <Button type="submit" disabled={busy === "confirm-hire"}>
                {busy === "confirm-hire" ? "Confirming..." : "Confirm the job"}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          Send the homeowner a price, what it includes and when you can start. They compare it with the other pros' quotes and can accept it on their request
          page.
        </p>
      )}
      {closed ? (
        <p className="mt-3 text-sm text-muted-foreground">{closed}</p>
      ) : quote?.status === "hired" ? null : (
        <Form method="post" action={action} encType="multipart/form-data" className="mt-4 space-y-4" aria-label={quote ? "Revise your quote" : "Send a quote"}>
          <input type="hidden" name="intent" value="quote" />
          <QuoteFields
            today={today}
            errors={errors}
            values={{
              price: quote ? dollars(quote.priceLowCents) : "",
              priceHigh: quote && quote.priceHighCents > quote.priceLowCents ? dollars(quote.priceHighCents) : "",
              includes: quote?.includes ?? "",
              earliestStart: quote?.earliestStart ?? "",
              validUntil: quote?.validUntil ?? "",
            }}
          />
          <Button type="submit" disabled={busy === "quote"}>
            {busy === "quote" ? "Sending..." : quote ? "Send revised quote" : "Send quote"}
          </Button>
        </Form>
      )}
    </Card>
  );
}
