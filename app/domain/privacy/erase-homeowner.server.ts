import { and, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  auditLog,
  calculatorLeads,
  consentCertificates,
  consentProofs,
  contactMessageReplies,
  contactMessages,
  formSubmissions,
  leadReturns,
  leads,
  outbox,
  pricingRequests,
  privacyRequests,
  purchases,
  quoteRequests,
  requestLinks,
  requestPhoneCodes,
  requestPhotos,
  reviews,
  unmatchedRequests,
} from "~/db/schema";
import type { Tx } from "~/db/types.server";
import type { Env } from "~/env.server";
import { formatPhone } from "../deliveries/format-phone";
import { redactApiAnswers } from "../integrations/redact-api-answers.server";
import { eraseThreads } from "../messages/erase-threads.server";
import { eraseQuotes } from "../quotes/erase-quotes.server";
import { eraseReviewTexts } from "../reviews/erase-review-texts.server";
import { audit } from "../shared/audit.server";
import { consentHmacKey, keyedHash } from "./consent-hmac.server";
import { settleBuyers } from "./settle-buyers.server";
import { withdrawLeadsOnSale } from "./withdraw-leads.server";

/** What buyers and admins see where the homeowner's name was. */
export const ERASED_NAME = "Removed at the homeowner's request";
/** What an erased message keeps of its body and recipient. */
const REDACTED = "[Removed at the homeowner's request]";
/** Consent proof is kept 5 years: the record-keeping period US telemarketing rules expect (16 CFR 310.5). */
export const CONSENT_PROOF_YEARS = 5;

export type ErasureSeed = { quoteRequestId: string } | { email: string };
export type ErasureOutcome = {
  requests: number;
  calculatorLeads: number;
  messages: number;
  outbox: number;
  apiAnswers: number;
  buyersTold: number;
  credited: number;
  photos: number;
};
/**
 * With the outcome, the stored names of the photo, message-attachment and quote PDF files whose rows were deleted: the caller
 * removes the files after its transaction commits (deleteUploads), so a rolled-back erasure never leaves rows without
 * their files. A crash in between leaves files no row names, which jobs/prune-orphan-uploads removes a day later.
 */
export type Erasure = ErasureOutcome & { photoFiles: string[] };

const lower = (col: AnyPgColumn | SQL) => sql`lower(${col})`;
const inLower = (col: AnyPgColumn, values: string[]) => (values.length ? inArray(lower(col), values) : sql`false`);
const inList = (col: AnyPgColumn, values: string[]) => (values.length ? inArray(col, values) : sql`false`);
/** Audit entries of one kind of record, by the records' ids (a list, or a subquery of text ids). */
const ofEntity = (entity: string, entityIds: string[] | SQLWrapper) =>
  and(eq(auditLog.entity, entity), Array.isArray(entityIds) ? inList(auditLog.entityId, entityIds) : inArray(auditLog.entityId, entityIds));
/** True when the column's text contains any of the values (case-insensitive); strpos, so no LIKE escaping. */
const containsAny = (col: AnyPgColumn, values: string[]) =>
  values.length ? or(...values.map((v) => sql`strpos(lower(coalesce(${col}::text, '')), ${v.toLowerCase()}) > 0`)) : sql`false`;

/**
 * Who the homeowner is: the e-mail addresses and phone numbers of the seed
 * request (or address), widened once to every request, calculator lead and
 * message sharing one of them.
 */
async function identify(tx: Tx, seed: ErasureSeed): Promise<{ emails: string[]; phones: string[] }> {
  const emails = new Set<string>();
  const phones = new Set<string>();
  if ("email" in seed) emails.add(seed.email.trim().toLowerCase());
  else {
    const [r] = await tx
      .select({ email: quoteRequests.email, phone: quoteRequests.phone })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, seed.quoteRequestId));
    if (r?.email) emails.add(r.email.toLowerCase());
    if (r?.phone) phones.add(r.phone);
  }
  const more = [
    ...(await tx
      .select({ email: quoteRequests.email, phone: quoteRequests.phone })
      .from(quoteRequests)
      .where(or(inLower(quoteRequests.email, [...emails]), inList(quoteRequests.phone, [...phones])))),
    ...(await tx
      .select({ email: calculatorLeads.email, phone: calculatorLeads.phone })
      .from(calculatorLeads)
      .where(or(inLower(calculatorLeads.email, [...emails]), inList(calculatorLeads.phone, [...phones])))),
  ];
  for (const m of more) {
    if (m.email) emails.add(m.email.toLowerCase());
    if (m.phone) phones.add(m.phone);
  }
  return { emails: [...emails], phones: [...phones] };
}

/**
 * Erases a homeowner's personal fields everywhere they live (decision 0025;
 * app/db/personal-data.ts lists every place and what is done there), in the
 * caller's transaction: name, e-mail, phone, street address, free-text
 * details, IP and user agent of their quote requests, calculator leads,
 * contact messages (with the admins' replies) and pricing requests,
 * form_submissions records, outbox rows (pending ones cancelled, sent ones
 * redacted, webhook retries included), request links, waiting privacy
 * requests, the stored API answers about their purchases, and whatever
 * buyers' notes, returns, review replies, lead reasons and audit entries
 * quote them. Their leads on sale leave the market, buyers are told (and
 * credited where a return could still be filed) before the details go. What
 * proves consent stays, keyed-hashed, for CONSENT_PROOF_YEARS.
 */
export async function eraseHomeowner(tx: Tx, env: Pick<Env, "SMTP_URL" | "RETURN_WINDOW_DAYS" | "PUBLIC_URL">, seed: ErasureSeed, now: Date): Promise<Erasure> {
  const { emails, phones } = await identify(tx, seed);
  const requests = await tx
    .select()
    .from(quoteRequests)
    .where(and(isNull(quoteRequests.erasedAt), or(inLower(quoteRequests.email, emails), inList(quoteRequests.phone, phones))));
  const calcs = await tx
    .select()
    .from(calculatorLeads)
    .where(
      or(
        inLower(calculatorLeads.email, emails),
        inList(calculatorLeads.phone, phones),
        inList(
          calculatorLeads.quoteRequestId,
          requests.map((r) => r.id),
        ),
      ),
    );
  const ids = requests.map((r) => r.id);
  const words = [
    ...emails,
    ...phones.flatMap((p) => [p, formatPhone(p)]),
    ...requests.map((r) => r.reference),
    ...calcs.map((c) => c.address).filter((a) => a.trim().length >= 5),
  ];

  const key = await consentHmacKey(tx);
  const purgeAfter = new Date(now);
  purgeAfter.setUTCFullYear(purgeAfter.getUTCFullYear() + CONSENT_PROOF_YEARS);
  const proofs = [
    ...requests.map((r) => ({ version: r.consentTextVersion, at: r.consentedAt, pageUrl: r.pageUrl, email: r.email, phone: r.phone })),
    ...calcs.flatMap((c) =>
      c.consentTextVersion && c.consentedAt ? [{ version: c.consentTextVersion, at: c.consentedAt, pageUrl: c.pageUrl, email: c.email, phone: c.phone }] : [],
    ),
  ];
  if (proofs.length) {
    await tx.insert(consentProofs).values(
      proofs.map((p) => ({
        consentTextVersion: p.version,
        consentedAt: p.at,
        pageUrl: p.pageUrl,
        emailHmac: keyedHash(key, p.email),
        phoneHmac: keyedHash(key, p.phone),
        purgeAfter,
        createdAt: now,
      })),
    );
  }

  // The signed consent certificates name no one (salted hashes only) and are kept as they are, for as long as the proofs.
  if (ids.length)
    await tx
      .update(consentCertificates)
      .set({ purgeAfter })
      .where(and(inArray(consentCertificates.quoteRequestId, ids), isNull(consentCertificates.purgeAfter)));

  await withdrawLeadsOnSale(tx, ids, "homeowner-erased", now);
  const settled = await settleBuyers(tx, env, ids, now);

  // Contractors' own notes on the lead, their returns and an admin's reasons may quote the homeowner's name or number.
  const names = [...requests.map((r) => r.fullName), ...calcs.map((c) => c.fullName)].filter((n) => n.trim().length >= 3);
  const quotes = (col: AnyPgColumn) => containsAny(col, [...words, ...names]);
  const bought = ids.length ? await tx.select({ id: purchases.id }).from(purchases).where(inArray(purchases.quoteRequestId, ids)) : [];
  const purchaseIds = bought.map((p) => p.id);
  if (ids.length) {
    await tx
      .update(purchases)
      .set({ notes: "" })
      .where(and(inArray(purchases.quoteRequestId, ids), quotes(purchases.notes)));
    await tx
      .update(leads)
      .set({ statusReason: REDACTED })
      .where(and(inArray(leads.quoteRequestId, ids), quotes(leads.statusReason)));
  }
  if (purchaseIds.length) {
    await tx
      .update(leadReturns)
      .set({
        note: sql`case when ${quotes(leadReturns.note)} then '' else ${leadReturns.note} end`,
        decisionReason: sql`case when ${quotes(leadReturns.decisionReason)} then ${REDACTED} else ${leadReturns.decisionReason} end`,
      })
      .where(and(inArray(leadReturns.purchaseId, purchaseIds), or(quotes(leadReturns.note), quotes(leadReturns.decisionReason))));
  }
  let photos: { storedName: string; thumbStoredName: string }[] = [];
  if (ids.length) {
    await tx
      .update(quoteRequests)
      .set({
        fullName: ERASED_NAME,
        email: "",
        phone: "",
        details: "",
        pageUrl: null,
        ip: null,
        userAgent: null,
        deviceHash: null,
        erasedAt: now,
        contactStoppedAt: sql`coalesce(${quoteRequests.contactStoppedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(inArray(quoteRequests.id, ids));
    await tx.delete(requestLinks).where(inArray(requestLinks.quoteRequestId, ids));
    await tx.delete(unmatchedRequests).where(inArray(unmatchedRequests.quoteRequestId, ids));
    // The texted codes (keyed hashes of the number): phone_verified_at on the request stays as the verification record.
    await tx.delete(requestPhoneCodes).where(inArray(requestPhoneCodes.quoteRequestId, ids));
    // Photos of their home: the rows here, the files after commit (the caller's, with photoFiles).
    photos = await tx
      .delete(requestPhotos)
      .where(inArray(requestPhotos.quoteRequestId, ids))
      .returning({ storedName: requestPhotos.storedName, thumbStoredName: requestPhotos.thumbStoredName });
    await eraseReviewTexts(tx, ids, quotes);
  }
  // Their threads with the buyers, both sides' messages and files: the rows here, the files after commit with the photos'.
  const threads = await eraseThreads(tx, purchaseIds);
  const quoted = await eraseQuotes(tx, ids);
  const calcIds = calcs.map((c) => c.id);
  if (calcIds.length) {
    await tx
      .update(calculatorLeads)
      .set({ fullName: ERASED_NAME, email: "", phone: "", address: "", pageUrl: null, ip: null, userAgent: null })
      .where(inArray(calculatorLeads.id, calcIds));
  }
  const theirMessages = or(inLower(contactMessages.email, emails), inList(contactMessages.phone, phones));
  // The admins' answers quote the message; their e-mails are outbox rows to the homeowner, redacted below.
  await tx
    .delete(contactMessageReplies)
    .where(inArray(contactMessageReplies.messageId, tx.select({ id: contactMessages.id }).from(contactMessages).where(theirMessages)));
  const contacts = await tx.delete(contactMessages).where(theirMessages).returning({ id: contactMessages.id });
  const pricing = await tx
    .delete(pricingRequests)
    .where(or(inLower(pricingRequests.email, emails), inList(pricingRequests.phone, phones)))
    .returning({ id: pricingRequests.id });
  const records = [...ids, ...calcIds, ...contacts.map((c) => c.id), ...pricing.map((p) => p.id)];
  if (records.length) await tx.delete(formSubmissions).where(inArray(formSubmissions.recordId, records));
  // A privacy request still waiting for its link names the address; erasure is what it would have asked for.
  await tx
    .update(privacyRequests)
    .set({ email: null, completedAt: sql`coalesce(${privacyRequests.completedAt}, ${now.toISOString()}::timestamptz)` })
    .where(inLower(privacyRequests.email, emails));

  // Every message to or about them: by address, number or request reference. The buyers' notices just queued name only the reference, so they are kept.
  const touched = or(
    containsAny(outbox.to, words),
    containsAny(outbox.subject, words),
    containsAny(outbox.text, words),
    containsAny(outbox.html, words),
    containsAny(outbox.headers, words),
    containsAny(outbox.lastError, words),
  );
  const notice = sql`${outbox.kind} = 'privacy.buyer-told' and ${outbox.createdAt} = ${now.toISOString()}::timestamptz`;
  await tx
    .update(outbox)
    .set({ status: "failed", lastError: "cancelled: erased at the homeowner's request" })
    .where(and(touched, eq(outbox.status, "pending"), sql`not (${notice})`));
  const redacted = await tx
    .update(outbox)
    .set({
      to: REDACTED,
      subject: sql`case when ${outbox.subject} is null then null else ${REDACTED} end`,
      text: REDACTED,
      html: null,
      headers: null,
      // A receiver's answer (a webhook's error body) may echo the payload.
      lastError: sql`case when ${containsAny(outbox.lastError, words)} then ${REDACTED} else ${outbox.lastError} end`,
    })
    .where(and(touched, sql`not (${notice})`))
    .returning({ id: outbox.id });

  // Audit entries hold ids and counts, but an admin's reason (marking a lead invalid, deciding a return, moderating a
  // review, answering a message) may quote the homeowner. Only the entries of their records are read: the audit
  // log's (entity, entity_id) index bounds this to them, however long the log grows.
  const textIds = (id: AnyPgColumn) => sql`${id}::text`;
  const theirEntries = or(
    ofEntity("quote_request", ids),
    ofEntity(
      "lead",
      tx
        .select({ id: textIds(leads.id) })
        .from(leads)
        .where(inList(leads.quoteRequestId, ids)),
    ),
    ofEntity(
      "lead_return",
      tx
        .select({ id: textIds(leadReturns.id) })
        .from(leadReturns)
        .where(inList(leadReturns.purchaseId, purchaseIds)),
    ),
    ofEntity(
      "review",
      tx
        .select({ id: textIds(reviews.id) })
        .from(reviews)
        .where(inList(reviews.purchaseId, purchaseIds)),
    ),
    ofEntity(
      "contact_message",
      contacts.map((c) => c.id),
    ),
    ofEntity(
      "outbox",
      redacted.map((o) => o.id),
    ),
  );
  await tx
    .update(auditLog)
    .set({
      before: sql`case when ${quotes(auditLog.before)} then to_jsonb(${REDACTED}::text) else ${auditLog.before} end`,
      after: sql`case when ${quotes(auditLog.after)} then to_jsonb(${REDACTED}::text) else ${auditLog.after} end`,
    })
    .where(and(theirEntries, or(quotes(auditLog.before), quotes(auditLog.after))));
  // Last: the stored API answers become what the purchases show now, after everything above.
  const apiAnswers = await redactApiAnswers(tx, purchaseIds);

  const outcome = {
    requests: ids.length,
    calculatorLeads: calcIds.length,
    messages: contacts.length + pricing.length,
    outbox: redacted.length,
    apiAnswers,
    buyersTold: settled.told,
    credited: settled.credited,
    photos: photos.length,
  };
  await audit(tx, { actorUserId: null, action: "privacy.erased", entity: "privacy", entityId: ids[0] ?? "by-email", after: outcome }, now);
  return { ...outcome, photoFiles: [...photos.flatMap((p) => [p.storedName, p.thumbStoredName]), ...threads.files, ...quoted.files] };
}
