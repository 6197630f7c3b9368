/**
 * What a lead's buyer is told about the homeowner's privacy choices
 * (decision 0025), apart from whether contact details are shown (returns decide that
 * elsewhere): null when the homeowner asked nothing.
 */
export const NO_FURTHER_CONTACT = "Homeowner asked for no further contact.";
export const REMOVED_AT_REQUEST = "Contact details removed at the homeowner's request.";

export function homeownerNotice(request: { contactStoppedAt: Date | null; erasedAt: Date | null }): string | null {
  if (request.erasedAt) return REMOVED_AT_REQUEST;
  if (request.contactStoppedAt) return NO_FURTHER_CONTACT;
  return null;
}
