/** The /contact form. The spec shows no validation; these rules answer bad input with a message next to its field. */
import { z } from "zod";
import { choice, emailAddress, optionalUsPhone, personName, requiredText } from "./fields";

export const CONTACT_ROLES = ["homeowner", "contractor", "other"] as const;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 50;

export const contactMessageMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  phoneInvalid: "Enter a valid US phone number",
  role: "Please tell us whether you are a homeowner, a contractor or other",
  message: "Message is required",
} as const;

const m = contactMessageMessages;

export const contactMessageSchema = z.object({
  firstName: personName({ label: "First name", required: m.firstName, max: CONTACT_NAME_MAX }),
  lastName: personName({ label: "Last name", required: m.lastName, max: CONTACT_NAME_MAX }),
  email: emailAddress({ required: m.emailRequired, invalid: m.emailInvalid }),
  phone: optionalUsPhone({ invalid: m.phoneInvalid }),
  role: choice(CONTACT_ROLES, m.role),
  message: requiredText({ label: "Message", required: m.message, max: CONTACT_MESSAGE_MAX, multiline: true }),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
export type ContactMessageField = keyof z.input<typeof contactMessageSchema>;
