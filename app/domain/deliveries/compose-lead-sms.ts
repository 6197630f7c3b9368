import { getCategory } from "~/content/categories";
import { site } from "~/config/site";
import { formatPhone } from "./format-phone";
import { leadUrl, type SoldLead } from "./sold-lead";

/** Two concatenated SMS segments at most: carriers bill (and some split) beyond that. */
export const SMS_MAX_LENGTH = 320;

function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return max <= 1 ? chars.slice(0, Math.max(0, max)).join("") : `${chars.slice(0, max - 1).join("")}…`;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The text message for a sold lead: who to call, what and where, and the
 * link. The link and phone number always fit; the name and city are
 * shortened when they would push it past SMS_MAX_LENGTH.
 */
export function composeLeadSms(lead: SoldLead, publicUrl: string): string {
  const category = getCategory(lead.category)?.name ?? lead.category;
  const label = lead.replacement ? "Replacement lead" : "New lead";
  const build = (name: string, city: string) =>
    `${site.name}: ${label}, ${category} in ${city}, ${lead.homeowner.state}. ${name} ${formatPhone(lead.homeowner.phone)}. Details: ${leadUrl(publicUrl, lead.purchaseId)}`;
  const room = SMS_MAX_LENGTH - [...build("", "")].length;
  // One line: a newline typed into a form must not break the message up.
  let name = oneLine(lead.homeowner.fullName);
  let city = oneLine(lead.homeowner.city);
  if ([...name].length + [...city].length > room) {
    // The name matters most to the caller: the city gets at most a third of the room.
    city = clip(city, Math.max(0, Math.floor(room / 3)));
    name = clip(name, Math.max(0, room - [...city].length));
  }
  return build(name, city);
}
