/**
 * The forms of verified reviews (decision 0026): the homeowner's review through their private link, the
 * contractor's one public reply and report, and an admin's hide / unhide with a reason. The review id travels in a
 * hidden field; a bad one is a stale or forged page.
 */
import { z } from "zod";
import { choice, optionalChoice, optionalText, requiredText, uuidField, wholeNumber } from "./fields";
import { REVIEW_REPLY_MAX, REVIEW_REASON_MAX } from "./text-limits";

export { REVIEW_REPLY_MAX, REVIEW_REASON_MAX };

export const REVIEW_BODY_MAX = 2000;

const STARS_MESSAGE = "Please choose from 1 to 5 stars.";

export const reviewSchema = z.object({
  stars: wholeNumber({ required: STARS_MESSAGE, invalid: STARS_MESSAGE, min: 1, max: 5, maxMessage: STARS_MESSAGE }),
  body: optionalText({ label: "Your review", max: REVIEW_BODY_MAX, multiline: true }),
  hired: optionalChoice(["yes", "no"], "Please answer yes or no, or leave it blank.").transform((v) => (v === undefined ? undefined : v === "yes")),
});
export type ReviewInput = z.output<typeof reviewSchema>;

const reviewId = uuidField("This review could not be found.");

export const reviewReplySchema = z.object({
  intent: choice(["reply"], "Unknown action."),
  reviewId,
  reply: requiredText({ label: "Your reply", required: "Please write your reply.", max: REVIEW_REPLY_MAX, multiline: true }),
});

export const reviewReportSchema = z.object({
  intent: choice(["report"], "Unknown action."),
  reviewId,
  reason: requiredText({ label: "Reason", required: "Please say why you report this review.", max: REVIEW_REASON_MAX, multiline: true }),
});

export const reviewModerationSchema = z.object({
  intent: choice(["hide", "unhide"], "Unknown action."),
  reviewId,
  reason: requiredText({ label: "Reason", required: "Please give a reason (it is kept in the audit log).", max: REVIEW_REASON_MAX, multiline: true }),
});
