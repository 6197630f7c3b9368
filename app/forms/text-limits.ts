/**
 * Lengths that browser forms render as `maxLength` (and the schemas enforce), without zod: a hydrated page
 * that only needs a number must not load its form's schema with its first JavaScript; the schema
 * loads when the form is checked. Like quote-request-limits.ts for the quote forms.
 */

/** An admin's reason for a decision on a contractor, an application or a document. */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
/** An admin's e-mailed answer to a contact message. */
export const REPLY_MAX = 5_000;
/** The label a contractor gives an API key. */
export const API_KEY_LABEL_MAX = 60;
/** A contractor's note with a lead return. */
export const RETURN_NOTE_MAX = 1000;
/** A contractor's public reply to a review, and a reason for reporting (or an admin's for hiding) one. */
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REASON_MAX = 500;
/** A contractor's webhook address. */
export const WEBHOOK_URL_MAX = 500;
/** What a quote's price includes, as the pro writes it. */
export const QUOTE_INCLUDES_MAX = 2000;
/** A message in a purchase's thread: long enough for a detailed answer (files carry documents). */
export const MESSAGE_MAX_CHARS = 5000;
export const MESSAGE_MAX_ATTACHMENTS = 3;
/** The files a thread takes, checked by content on the server. */
export const MESSAGE_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";
/** A homeowner's reason for declining a quote (the pro reads it). */
export const DECLINE_REASON_MAX = 500;
