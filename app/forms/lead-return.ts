import { z } from "zod";
import { returnReasons } from "~/content/return-reasons";
import { RETURN_NOTE_MAX } from "./text-limits";

export { RETURN_NOTE_MAX };

/** The return request a contractor sends: a reason, and a note that 'other' requires. */
export const returnRequestSchema = z
  .object({
    reason: z.enum(returnReasons, { error: "Please choose a reason." }),
    note: z.string().trim().max(RETURN_NOTE_MAX, `Please keep the note under ${RETURN_NOTE_MAX} characters.`).default(""),
  })
  .refine((r) => r.reason !== "other" || r.note !== "", {
    path: ["note"],
    error: "Please tell us what is wrong with this lead.",
  });
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
