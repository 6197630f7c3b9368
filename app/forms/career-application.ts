/** The careers application form ('Apply Now' / 'Submit Your Resume' on /careers). */
import { z } from "zod";
import { jobPositions } from "~/content/careers";
import { emailAddress, optionalChoice, optionalText, personName, upload, usPhone } from "./fields";

export const CAREER_NOTE_MAX = 2000;
export const CAREER_NAME_MAX = 100;
export const positionIds = jobPositions.map((p) => p.id);

export const careerApplicationMessages = {
  fullName: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a valid US phone number",
  positionId: "Please choose one of the open positions",
  resume: "Please attach your résumé as a PDF",
} as const;

const m = careerApplicationMessages;

export const careerApplicationSchema = z.object({
  fullName: personName({ label: "Full name", required: m.fullName, max: CAREER_NAME_MAX }),
  email: emailAddress({ required: m.emailRequired, invalid: m.emailInvalid }),
  phone: usPhone({ required: m.phoneRequired, invalid: m.phoneInvalid }),
  positionId: optionalChoice(positionIds, m.positionId),
  resume: upload({ kind: "resume", required: m.resume }),
  note: optionalText({ label: "Note", max: CAREER_NOTE_MAX, multiline: true }),
});

export type CareerApplicationInput = z.output<typeof careerApplicationSchema>;
export type CareerApplicationField = keyof z.input<typeof careerApplicationSchema>;
