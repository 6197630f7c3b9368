/** The privacy-request form at /privacy: erase my data, or do not sell or share it; confirmed by an e-mailed link. */
import { z } from "zod";
import { PRIVACY_REQUEST_KINDS } from "~/db/enums";
import { emailAddress } from "./fields";

export const privacyRequestMessages = {
  required: "Please enter the e-mail address you used with us.",
  invalid: "Enter a valid e-mail address, for example name@example.com.",
  kind: "Choose what you want us to do: delete your data, or not sell or share it.",
} as const;

/** A confirmation link that opens nothing (shown by the page, thrown by the domain). */
export const PRIVACY_LINK_INVALID =
  "This link is wrong, has expired (links work for 24 hours) or was already used. You can send a new request from the privacy page.";

export const privacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: privacyRequestMessages.kind }),
  email: emailAddress({ required: privacyRequestMessages.required, invalid: privacyRequestMessages.invalid }),
});

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;
