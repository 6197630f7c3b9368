/**
 * The forms of /pro/account (decision 0029) and the second sign-in step: one
 * schema per form. Business-profile fields reuse the application form's
 * rules and limits, so a profile cannot hold what an application could not.
 */
import { z } from "zod";
import { applicationLimits, contractorApplicationMessages as m } from "./contractor-application";
import { emailAddress, optionalWebsite, requiredText, usPhone, wholeNumber } from "./fields";

const currentPassword = z.string().min(1, "Please enter your current password.").max(1000);

export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword,
    password: z.string().min(12, "Use at least 12 characters.").max(128, "Use at most 128 characters."),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "The two passwords do not match." });

export const changeEmailSchema = z.object({
  intent: z.literal("email"),
  email: emailAddress({ required: "Please enter the new e-mail address.", invalid: "Please enter a valid e-mail address." }),
});

export const PHONE_MESSAGE = "Please enter a US mobile number that can receive texts.";
export const changePhoneSchema = z.object({
  intent: z.literal("phone"),
  phone: usPhone({ required: PHONE_MESSAGE, invalid: PHONE_MESSAGE, minLength: applicationLimits.phoneMin, maxLength: applicationLimits.phoneMax }),
});

/** Six digits as typed; spaces are forgiven (apps show "123 456"). */
const sixDigits = (message: string) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, message));

export const confirmPhoneSchema = z.object({ intent: z.literal("phone-code"), code: sixDigits("Please enter the 6-digit code from the text message.") });

export const businessProfileSchema = z.object({
  intent: z.literal("profile"),
  businessName: requiredText({ label: "Business name", required: m.businessName, max: applicationLimits.businessName }),
  website: optionalWebsite({ max: applicationLimits.website, invalid: m.website }),
  yearsInBusiness: wholeNumber({
    required: m.yearsInBusiness,
    invalid: m.yearsInBusinessInvalid,
    min: 0,
    max: applicationLimits.yearsInBusinessMax,
    maxMessage: m.yearsInBusinessMax,
  }),
});
export type BusinessProfile = Omit<z.output<typeof businessProfileSchema>, "intent">;

/** Starting or ending two-factor sign-in asks for the password again. */
export const twoFactorStartSchema = z.object({ intent: z.literal("2fa-start"), currentPassword });
/** Turning it off asks "Confirm it's you" (forms/confirm-identity.ts) instead of a password field of its own. */
export const twoFactorDisableSchema = z.object({ intent: z.literal("2fa-disable") });
export const twoFactorConfirmSchema = z.object({
  intent: z.literal("2fa-confirm"),
  code: sixDigits("Please enter the 6-digit code from your authenticator app."),
});

/** The second sign-in step: a 6-digit code from the app, or one recovery code (xxxxx-xxxxx). */
export const signInCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Please enter the code from your authenticator app or a recovery code.")
    .max(32, "Please enter the code from your authenticator app or a recovery code."),
});
