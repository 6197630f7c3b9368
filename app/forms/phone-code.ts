/** The phone check on the quote request confirmation page (decision 0048): the 6-digit code, or "Send a new code". */
import { z } from "zod";

export const PHONE_CODE_INTENTS = ["verify-phone", "resend-code"] as const;

export const phoneCodeMessages = {
  required: "Please enter the 6-digit code from the text message.",
  invalid: "The code is 6 digits, for example 123456.",
} as const;

/** Spaces and dashes a person types between the digits are dropped. */
export const phoneCodeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("verify-phone"),
    code: z
      .string({ error: phoneCodeMessages.required })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .min(1, phoneCodeMessages.required)
          .regex(/^\d{6}$/, phoneCodeMessages.invalid),
      ),
  }),
  z.object({ intent: z.literal("resend-code") }),
]);

export type PhoneCodeInput = z.output<typeof phoneCodeSchema>;

/** What the confirmation page shows of the phone check (app/web/phone-check.server.ts makes it). */
export type PhoneCheckView = {
  /** required: the request waits for the code; optional: it is on the market, the code marks it verified. */
  mode: "required" | "optional";
  verifiedAt: string | null;
  /** The request closed before its phone was verified (expired after 24 h, or turned down). */
  closed: boolean;
  /** Only the browser that sent the request (its page key in the URL) may enter or ask for codes. */
  canAct: boolean;
  codeSent: boolean;
  /** The number replied STOP to our texts: no code reaches it until it texts START. */
  textsBlocked: boolean;
  /** The number to text START to, formatted; null without an SMS provider. */
  startNumber: string | null;
};

export type PhoneCheckResult = { ok: boolean; intent: string; message?: string; error?: string };
