/**
 * An admin's decision on a quote request held for review (/admin/held-requests): approve puts it on the market,
 * reject closes it quietly. The request id and the decision come from the page's hidden field and buttons; the note
 * is optional and kept in the audit log only (the homeowner is never told).
 */
import { z } from "zod";
import { choice, optionalText, uuidField } from "./fields";

export const HELD_REQUEST_DECISIONS = ["approve", "reject"] as const;
export type HeldRequestDecision = (typeof HELD_REQUEST_DECISIONS)[number];
export const HELD_NOTE_MAX = 500;

export const heldRequestDecisionSchema = z.object({
  requestId: uuidField("This request could not be found."),
  decision: choice(HELD_REQUEST_DECISIONS, "Please choose a decision."),
  note: optionalText({ label: "The note", max: HELD_NOTE_MAX }),
});
export type HeldRequestDecisionInput = z.output<typeof heldRequestDecisionSchema>;

/** The held queue's views: still waiting (the default), and the decided ones, newest decision first. */
export const HELD_QUEUE_VIEWS = ["held", "approved", "rejected"] as const;
export type HeldQueueView = (typeof HELD_QUEUE_VIEWS)[number];
