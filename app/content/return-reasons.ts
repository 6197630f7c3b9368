/** Why a contractor may return a lead, with the words the dashboard, the admin console and the e-mails show. */
export const returnReasons = ["wrong-number", "not-homeowner", "duplicate", "outside-area", "wrong-category", "other"] as const;
export type ReturnReason = (typeof returnReasons)[number];

export const returnReasonLabels: Readonly<Record<ReturnReason, string>> = {
  "wrong-number": "Wrong number",
  "not-homeowner": "Not the homeowner",
  duplicate: "Duplicate",
  "outside-area": "Outside my area",
  "wrong-category": "Wrong category",
  other: "Other",
};
