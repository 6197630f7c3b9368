import { site } from "~/config/site";

/**
 * The consent wording beside the quote form's checkbox (DESIGN.md section 2:
 * a versioned string; each lead stores the version it was given under).
 * Change the wording only together with a new version.
 * [label](/path) is rendered as a link by RichText.
 */
export const quoteConsent = {
  version: "2025-10-02",
  text: `I agree that ${site.name} and up to the number of contractors I chose above may contact me about my project by phone, text message and email, including by automated means, at the number and address I entered. Consent is not a condition of any purchase, and message and data rates may apply. I have read the [Terms of Service](/terms) and [Privacy Policy](/privacy).`,
} as const;
