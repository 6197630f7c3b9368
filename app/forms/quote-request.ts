/**
 * The /get-quotes form (its rules: product spec section 5). The browser checks the ZIP's format; the
 * server also checks that the ZIP exists in the offline dataset.
 */
import { z } from "zod";
import { categorySlugs } from "~/content/categories";
import { CONSENT_VERSION, isConsentVersion, type ConsentVersion } from "./consent";
import {
  choice,
  emailAddress,
  field,
  optionalChoice,
  optionalText,
  optionalSlug,
  optionalUuid,
  personName,
  requiredCheckbox,
  usPhone,
  zipCode,
} from "./fields";
import { PRO_COUNTS, QUOTE_DETAILS_MAX } from "./quote-request-limits";
import { photoFiles, photoListProblem } from "./photos";
import { allProjectQuestions, type ProjectQuestion } from "./project-answers";

export const FULL_NAME_MAX = 100;

export const quoteRequestMessages = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  phoneRequired: "Mobile phone number is required",
  phoneInvalid: "Enter a valid US mobile number",
  category: "Please select a project type",
  pros: "Choose 1, 2 or 3 pros",
  consent: "Please agree to be contacted so pros can send you quotes",
  calculatorLead: "This estimate link is no longer valid. Please fill in the form.",
  timeline: "Please choose when you need the work done",
  ownership: "Please tell us whether you own the property",
  answer: "Please choose one of the options",
} as const;

const m = quoteRequestMessages;

/** 1, 2 or 3 pros; a missing answer means the site's default of 3. */
export const prosField = () => choice(PRO_COUNTS, m.pros, "3").transform((v) => Number(v) as 1 | 2 | 3);

/** The version of the consent text the page showed; an unknown one falls back to today's. */
export const consentVersionField = () =>
  field((raw): { ok: true; value: ConsentVersion } => ({
    ok: true,
    value: isConsentVersion(typeof raw === "string" ? raw.trim() : raw) ? ((raw as string).trim() as ConsentVersion) : CONSENT_VERSION,
  }));

/** A project question's field (forms/project-answers.ts): timeline and ownership must be chosen, the rest may be left blank. */
function projectAnswerField(q: ProjectQuestion) {
  const values = q.options.map((o) => o.value);
  if (!q.required) return optionalChoice(values, m.answer);
  return choice(values, q.id === "timeline" ? m.timeline : q.id === "ownership" ? m.ownership : m.answer);
}

/** Every project question's field by its form name; handle-quote-request-submission keeps the chosen trade's. */
export const projectAnswerFields = Object.fromEntries(allProjectQuestions.map((q) => [q.name, projectAnswerField(q)])) as Record<
  string,
  ReturnType<typeof optionalChoice<string>>
>;

export const quoteRequestSchema = z.object({
  fullName: personName({ label: "Full name", required: m.fullNameRequired, max: FULL_NAME_MAX }),
  email: emailAddress({ required: m.emailRequired, invalid: m.emailInvalid }),
  phone: usPhone({ required: m.phoneRequired, invalid: m.phoneInvalid }),
  zip: zipCode(),
  category: choice(categorySlugs, m.category),
  details: optionalText({ label: "Project details", max: QUOTE_DETAILS_MAX, multiline: true }).transform((v) => v ?? ""),
  pros: prosField(),
  consent: requiredCheckbox(m.consent),
  consentVersion: consentVersionField(),
  calculatorLeadId: optionalUuid(m.calculatorLead),
  /** "Request a quote from this pro": the profile's slug; that pro gets the first hour if it serves the request. */
  pro: optionalSlug(),
  ...projectAnswerFields,
  /** Up to 5 photos, 10 MB in all (forms/photos.ts); the server then checks each by its content. */
  photos: field((raw) => {
    const files = photoFiles(raw);
    const problem = photoListProblem(files);
    return problem ? { ok: false, message: problem } : { ok: true, value: files };
  }),
});

export type QuoteRequestInput = z.output<typeof quoteRequestSchema>;
export type QuoteRequestField = keyof z.input<typeof quoteRequestSchema>;
