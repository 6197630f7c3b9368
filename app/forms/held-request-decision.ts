/**
 * An admin's decision on a quote request held for review (/admin/held-requests): approve puts it on the market,
 * reject closes it quietly. The request id and the decision come from the page's hidden field and buttons; the note
 * is optional and kept in the audit log only (the homeowner is never told).
 */
import { z } from "zod";
import { choice, optionalText, uuidField } from "./fields";
import { HELD_NOTE_MAX, HELD_REQUEST_DECISIONS } from "./held-request-choices";

export { HELD_NOTE_MAX, HELD_QUEUE_VIEWS, HELD_REQUEST_DECISIONS, type HeldQueueView, type HeldRequestDecision } from "./held-request-choices";

export const heldRequestDecisionSchema = z.object({
  requestId: uuidField("This request could not be found."),
  decision: choice(HELD_REQUEST_DECISIONS, "Please choose a decision."),
  note: optionalText({ label: "The note", max: HELD_NOTE_MAX }),
});
export type HeldRequestDecisionInput = z.output<typeof heldRequestDecisionSchema>;
