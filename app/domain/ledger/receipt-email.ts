import { formatCents } from "../shared/money";
import { billingUrl, firstWord, formatDate, lines, signature, type ComposedEmail } from "../emails/email-format";

/** The receipt e-mail of a money move: what, how much, when, and the lead balance after. */
export function composeReceipt(input: {
  contactName: string;
  what: string;
  amountCents: number;
  balanceAfterCents: number | null;
  at: Date;
  publicUrl: string;
}): ComposedEmail {
  return {
    kind: "billing.receipt",
    subject: `Receipt: ${formatCents(input.amountCents)} — ${input.what}`,
    text: lines(
      `Hello ${firstWord(input.contactName)},`,
      "",
      "Here is your receipt.",
      "",
      `Amount: ${formatCents(input.amountCents)}`,
      `For: ${input.what}`,
      input.balanceAfterCents === null ? "Paid by card: your lead balance did not change." : `Lead balance after: ${formatCents(input.balanceAfterCents)}`,
      `Date: ${formatDate(input.at)}`,
      "",
      `Your monthly statements: ${billingUrl(input.publicUrl)}`,
      "",
      signature,
    ),
  };
}
