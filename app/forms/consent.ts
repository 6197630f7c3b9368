/**
 * The consent a homeowner gives on the quote and calculator forms
 * (DESIGN.md section 2). Each stored request keeps the version it was given
 * under; never change a published text, add a new version instead, so the
 * wording of every stored consent can be shown exactly.
 *
 * `[label](/path)` marks a link, rendered by the page (RichText).
 */
import { site } from "~/config/site";

export type ConsentTemplate = (pros: number) => string;

const texts = {
  "2025-10-02": (pros: number) =>
    `By checking this box, I agree that ${site.name} and up to ${pros} matched ${pros === 1 ? "contractor" : "contractors"} ` +
    "may contact me about my project by phone call, text message and e-mail at the number and address I entered, " +
    "including by automated technology and prerecorded or artificial voice messages. " +
    "Consent is not a condition of any purchase. Message and data rates may apply. " +
    "Reply STOP to any text message to opt out. " +
    "I agree to the [Terms of Service](/terms) and the [Privacy Policy](/privacy).",
} as const satisfies Record<string, ConsentTemplate>;

export type ConsentVersion = keyof typeof texts;

/** The version shown on the forms today. */
export const CONSENT_VERSION: ConsentVersion = "2025-10-02";

export function isConsentVersion(value: unknown): value is ConsentVersion {
  return typeof value === "string" && Object.hasOwn(texts, value);
}

/** The exact consent text of a version for a number of pros (1 to 3; the site's default is 3). */
export function consentText(pros = 3, version: ConsentVersion = CONSENT_VERSION): string {
  return texts[version](pros);
}
