/** The buttons on a homeowner's request page (/my-request/<token>): stop new contacts, and delete my data (with a tick to confirm). */
import { z } from "zod";

export const DELETE_CONFIRM_MESSAGE = "Tick the box to confirm that you want your data deleted.";

export const myRequestActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("stop-contact") }),
  z.object({ intent: z.literal("delete-my-data"), confirm: z.literal("on", { error: DELETE_CONFIRM_MESSAGE }) }),
]);

export type MyRequestAction = z.output<typeof myRequestActionSchema>;
