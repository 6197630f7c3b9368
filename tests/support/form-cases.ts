/**
 * Every public form handler with a valid submission generator, so the
 * protections common to all forms (content type, size, repeated fields,
 * honeypot, rate limit, idempotency, fuzzing) are tested on each of them.
 */
import type { FormPost } from "~/domain/submissions/form-submission";
import type { SubmissionContext } from "~/domain/submissions/submission-context.server";
import type { FormResult } from "~/forms/submission-result";
import { calculatorLeadPost, handleCalculatorLeadSubmission } from "~/domain/calculator-leads/handle-calculator-lead-submission.server";
import { careerApplicationPost, handleCareerApplicationSubmission } from "~/domain/career-applications/handle-career-application-submission.server";
import { contactMessagePost, handleContactMessageSubmission } from "~/domain/contact-messages/handle-contact-message-submission.server";
import {
  contractorApplicationPost,
  handleContractorApplicationSubmission,
} from "~/domain/contractor-applications/handle-contractor-application-submission.server";
import { handlePricingRequestSubmission, pricingRequestPost } from "~/domain/pricing-requests/handle-pricing-request-submission.server";
import { handleQuoteRequestSubmission, quoteRequestPost } from "~/domain/quote-requests/handle-quote-request-submission.server";
import { submitForm, type FormHandler } from "~/web/submit-form.server";
import { formDataOf, multipartPost, pdfFile, urlencodedPost } from "./form-requests";

export type FormCase = {
  name: string;
  path: string;
  /** The table a stored submission lands in. */
  table: string;
  multipart: boolean;
  /** Text fields of a valid submission; `n` makes it unique (distinct e-mail etc.). */
  valid(n: number): Record<string, string>;
  /** File fields of a valid submission. */
  files?(): Record<string, File>;
  /** A post of the form, start to end, as its route runs it (the web layer's reader, then the domain's handler). */
  handle(request: Request, ctx: SubmissionContext): Promise<FormResult<object>>;
  /** Outbox messages one stored submission queues (default 1, its e-mail). */
  messages?: number;
};

const submitting =
  <R extends object>(post: FormPost, handle: FormHandler<R>) =>
  (request: Request, ctx: SubmissionContext) =>
    submitForm(post, handle, request, ctx);

/** A distinct, valid US mobile number per n. */
export function phoneFor(n: number): string {
  return `(212) 555-${2000 + (n % 8000)}`; // never 555-01xx (fictional) or 555-1212 (directory assistance)
}

export const formCases: FormCase[] = [
  {
    name: "quote request",
    path: "/get-quotes",
    table: "quote_requests",
    multipart: false,
    // Its confirmation e-mail and the text with its phone code.
    messages: 2,
    valid: (n) => ({
      fullName: "Jane Smith",
      email: `jane${n}@example.com`,
      phone: phoneFor(n),
      zip: "10001",
      category: "roofing",
      details: `Roof number ${n}`,
      timeline: "within-month",
      ownership: "owner",
      pros: "3",
      consent: "on",
    }),
    handle: submitting(quoteRequestPost, handleQuoteRequestSubmission),
  },
  {
    name: "contractor application",
    path: "/contractor-application",
    table: "contractor_applications",
    multipart: true,
    valid: (n) => ({
      businessName: `Acme Roofing ${n}`,
      firstName: "José",
      lastName: "O'Neil",
      email: `owner${n}@acme.com`,
      phone: phoneFor(n),
      licenseNumber: `NY-${n}`,
      yearsInBusiness: "12",
      serviceCategory: "roofing",
      serviceAreas: "Brooklyn, 11201",
      insuranceProvider: "State Farm",
      website: "acme.com",
      additionalInfo: "",
      certify: "on",
    }),
    files: () => ({ licenseFile: pdfFile("license.pdf"), insuranceFile: pdfFile("insurance.pdf") }),
    handle: submitting(contractorApplicationPost, handleContractorApplicationSubmission),
  },
  {
    name: "contact message",
    path: "/contact",
    table: "contact_messages",
    multipart: false,
    valid: (n) => ({ firstName: "Ana", lastName: "García", email: `ana${n}@example.com`, phone: "", role: "homeowner", message: `Question ${n}` }),
    handle: submitting(contactMessagePost, handleContactMessageSubmission),
  },
  {
    name: "pricing request",
    path: "/pricing",
    table: "pricing_requests",
    multipart: false,
    valid: (n) => ({ fullName: "Sam Lee", email: `sam${n}@lee.com`, phone: phoneFor(n), businessName: "Lee Plumbing", website: "" }),
    handle: submitting(pricingRequestPost, handlePricingRequestSubmission),
  },
  {
    name: "career application",
    path: "/careers",
    table: "career_applications",
    multipart: true,
    valid: (n) => ({ fullName: "Priya Patel", email: `priya${n}@example.com`, phone: phoneFor(n), positionId: "", note: `Note ${n}` }),
    files: () => ({ resume: pdfFile("resume.pdf") }),
    handle: submitting(careerApplicationPost, handleCareerApplicationSubmission),
  },
  {
    name: "calculator lead",
    path: "/calculators/roofing",
    table: "calculator_leads",
    multipart: false,
    valid: (n) => ({
      roofSize: String(1000 + n),
      material: "metal",
      roofPitch: "medium",
      stories: "2",
      timeframe: "soon",
      fullName: "Jane Smith",
      email: `calc${n}@example.com`,
      mobile: phoneFor(n),
      address: "12 Main St",
    }),
    handle: submitting(calculatorLeadPost("roofing"), (submission, ctx) => handleCalculatorLeadSubmission(submission, ctx, "roofing")),
  },
];

/** A post of the case's form as the browser would send it. */
export function postOf(form: FormCase, fields: Record<string, string>, files = form.files?.() ?? {}, headers: Record<string, string> = {}): Request {
  return form.multipart ? multipartPost(form.path, formDataOf({ ...fields, ...files }), headers) : urlencodedPost(form.path, fields, headers);
}
