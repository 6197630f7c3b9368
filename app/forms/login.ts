import { z } from "zod";

/** The /login form, shared by the browser and the action. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address.").max(255).pipe(z.email("Please enter a valid email address.")),
  password: z.string().min(1, "Please enter your password.").max(1000),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Asking for a password-reset link. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, "Please enter your email address.").max(255).pipe(z.email("Please enter a valid email address.")),
});

/** Choosing a password (invitation or reset): the policy itself (12+ characters, not common) is checked on the server. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(12, "Use at least 12 characters.").max(128, "Use at most 128 characters."),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "The two passwords do not match." });
