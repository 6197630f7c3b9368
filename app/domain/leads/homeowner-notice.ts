/**
 * What a lead's buyer is told about the homeowner's privacy choices
 * (decision 0025), apart from whether contact details are shown (returns decide that
 * elsewhere): null when the homeowner asked nothing.
 */
// The thread closes with it (decision 0052), so the buyer learns why its messages are refused.
export const NO_FURTHER_CONTACT = "Homeowner asked for no further contact. Your conversation with the homeowner on Trusted Home Pros is closed.";
export const REMOVED_AT_REQUEST = "Contact details removed at the homeowner's request.";

export function homeownerNotice(request: { contactStoppedAt: Date | null; erasedAt: Date | null }): string | null {
  if (request.erasedAt) return REMOVED_AT_REQUEST;
  if (request.contactStoppedAt) return NO_FURTHER_CONTACT;
  return null;
}
