/**
 * An admin's decision on a lead return (/admin/returns): credit the price,
 * give a replacement lead, or reject with a reason. The return id and the
 * decision come from the page's hidden field and buttons.
 */
import { z } from "zod";
import { choice, trimmedString, uuidField } from "./fields";

export const RETURN_DECISIONS = ["credit", "replace", "reject"] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];
export const RETURN_REJECT_REASON_MIN = 3;
export const RETURN_REJECT_REASON_MESSAGE = "Please give a reason for rejecting the return.";

export const returnDecisionSchema = z
  .object({
    returnId: uuidField("This return could not be found."),
    decision: choice(RETURN_DECISIONS, "Please choose a decision."),
    reason: trimmedString(),
  })
  .refine((v) => v.decision !== "reject" || v.reason.length >= RETURN_REJECT_REASON_MIN, { path: ["reason"], error: RETURN_REJECT_REASON_MESSAGE });
