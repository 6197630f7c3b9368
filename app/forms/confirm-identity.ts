/** The "Confirm it's you" fields as the server parses them (confirm-identity-step.ts: the names, messages and answer). */
import { z } from "zod";
import { CONFIRM_CODE_FIELD, CONFIRM_PASSWORD_FIELD } from "./confirm-identity-step";

export const confirmIdentitySchema = z.object({
  [CONFIRM_PASSWORD_FIELD]: z.string().min(1, "Please enter your password.").max(1000, "Please enter your password."),
  [CONFIRM_CODE_FIELD]: z
    .string()
    .trim()
    .max(32, "Please enter the code from your authenticator app or a recovery code.")
    .optional()
    .transform((v) => v || undefined),
});
