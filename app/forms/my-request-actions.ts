/** The buttons on a homeowner's request page (/my-request/<token>): stop new contacts, delete my data (with a tick to confirm), accept or decline a quote, write to a pro. */
import { z } from "zod";
import { optionalText, uuidField } from "./fields";
import { messageFields } from "./purchase-message";
import { DECLINE_REASON_MAX } from "./text-limits";

export { DECLINE_REASON_MAX };
const quoteId = uuidField("This quote was not found. Please reload the page.");

export const DELETE_CONFIRM_MESSAGE = "Tick the box to confirm that you want your data deleted.";

export const myRequestActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("stop-contact") }),
  z.object({ intent: z.literal("delete-my-data"), confirm: z.literal("on", { error: DELETE_CONFIRM_MESSAGE }) }),
  z.object({ intent: z.literal("accept-quote"), quoteId }),
  z.object({ intent: z.literal("decline-quote"), quoteId, reason: optionalText({ label: "Your reason", max: DECLINE_REASON_MAX, multiline: true }) }),
  z.object({ intent: z.literal("message"), purchaseId: uuidField("This pro was not found. Please reload the page."), ...messageFields }),
]);

export type MyRequestAction = z.output<typeof myRequestActionSchema>;
