/**
 * What the held queue's page offers, without zod: the page's browser bundle renders these and must not carry the
 * decision's schema (held-request-decision.ts), which only the action runs.
 */
export const HELD_REQUEST_DECISIONS = ["approve", "reject"] as const;
export type HeldRequestDecision = (typeof HELD_REQUEST_DECISIONS)[number];
export const HELD_NOTE_MAX = 500;

/** The held queue's views: still waiting (the default), and the decided ones, newest decision first. */
export const HELD_QUEUE_VIEWS = ["held", "approved", "rejected"] as const;
export type HeldQueueView = (typeof HELD_QUEUE_VIEWS)[number];
