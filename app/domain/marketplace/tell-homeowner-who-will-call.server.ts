import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { contractors, outbox, quoteRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { write } from "~/db/write-batch.server";
import type { Env } from "~/env.server";
import { isConsentVersion } from "~/forms/consent";
import { smsConfigOf } from "~/lib/sms.server";
import type { Sale } from "../deliveries/sold-lead";
import { composeWhoWillCallEmail, composeWhoWillCallSms } from "./compose-who-will-call";
import { issueRequestLink } from "../request-links/request-links.server";
import { verificationOf, webAddressOrNull } from "../contractors/pro-compliance";

/**
 * Every published consent text (forms/consent.ts) lets us and the matched
 * pros reach the homeowner "by phone call, text message and e-mail", and the
 * quote form requires it; a request stored under any other text gets the
 * e-mail only.
 */
const consentCoversTexts = (version: string) => isConsentVersion(version);

/**
 * What tellHomeownerWhoWillCall needs from the sale's one read (onLeadSold), of purchases joined to quote_requests
 * and contractors: this purchase's request and buyer only, so no other homeowner's data can slip in.
 */
export const whoWillCallColumns = {
  quoteRequestId: quoteRequests.id,
  fullName: quoteRequests.fullName,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  reference: quoteRequests.reference,
  category: quoteRequests.category,
  consentTextVersion: quoteRequests.consentTextVersion,
  businessName: contractors.businessName,
  proPhone: contractors.phone,
  website: contractors.website,
  licenseNumber: contractors.licenseNumber,
  licenseExpiresOn: contractors.licenseExpiresOn,
  insuranceProvider: contractors.insuranceProvider,
  insuranceExpiresOn: contractors.insuranceExpiresOn,
};
export type WhoWillCallRow = SelectResultFields<typeof whoWillCallColumns>;

/**
 * Queues, in the sale's own transaction, the homeowner's "who will call"
 * e-mail (and text message when they agreed to texts): the pro who bought
 * the request, its phone number and its verification.
 */
export async function tellHomeownerWhoWillCall(tx: Tx, env: Env, sale: Sale, row: WhoWillCallRow): Promise<void> {
  const news = {
    homeowner: { fullName: row.fullName, email: row.email },
    reference: row.reference,
    category: row.category,
    pro: { businessName: row.businessName, phone: row.proPhone, website: webAddressOrNull(row.website) },
    verification: verificationOf(row, sale.now).short,
    requestUrl: await issueRequestLink(tx, row.quoteRequestId, env.PUBLIC_URL, sale.now),
  };
  const email = composeWhoWillCallEmail(news);
  const base = { nextAttemptAt: sale.now, createdAt: sale.now };
  const rows: (typeof outbox.$inferInsert)[] = [
    { ...base, channel: "email", kind: email.kind, to: email.to, subject: email.subject, text: email.text, status: env.SMTP_URL ? "pending" : "stored" },
  ];
  if (consentCoversTexts(row.consentTextVersion)) {
    rows.push({
      ...base,
      channel: "sms",
      kind: "quote-request.pro-assigned",
      to: row.phone,
      text: composeWhoWillCallSms(news),
      status: smsConfigOf(env) ? "pending" : "stored",
    });
  }
  await write(tx, tx.insert(outbox).values(rows));
}
