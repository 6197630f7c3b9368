import { site } from "~/config/site";
import { formatCents } from "../shared/money";
import { billingUrl, firstWord, formatDate, lines, signature, type ComposedEmail } from "../emails/email-format";

// The plain-text e-mails of plans and billing. Each says what, how much and when (receipts: ledger/receipt-email.ts).

export function composeTrialEnding(input: { contactName: string; trialEndsAt: Date; feeCents: number; publicUrl: string }): ComposedEmail {
  return {
    kind: "billing.trial-ending",
    subject: `Your ${site.name} Professional trial ends on ${formatDate(input.trialEndsAt)}`,
    text: lines(
      `Hello ${firstWord(input.contactName)},`,
      "",
      `Your free Professional trial ends on ${formatDate(input.trialEndsAt)}.`,
      `Unless you cancel before then, it continues as Professional at ${formatCents(input.feeCents)} a month.`,
      `To keep it, do nothing. To cancel, choose Pay-As-You-Go at ${billingUrl(input.publicUrl)} — nothing is charged.`,
      "",
      signature,
    ),
  };
}

export function composePaymentFailed(input: { contactName: string; amountCents: number; at: Date; publicUrl: string }): ComposedEmail {
  return {
    kind: "billing.payment-failed",
    subject: `We could not collect your ${formatCents(input.amountCents)} Professional fee`,
    text: lines(
      `Hello ${firstWord(input.contactName)},`,
      "",
      `The payment of ${formatCents(input.amountCents)} for your Professional plan failed on ${formatDate(input.at)}.`,
      "Your plan stays Professional while the payment is retried over the next days. Please update your card;",
      "if the retries fail too, the subscription ends and your account moves to Pay-As-You-Go prices.",
      "",
      `Billing: ${billingUrl(input.publicUrl)}`,
      "",
      signature,
    ),
  };
}
