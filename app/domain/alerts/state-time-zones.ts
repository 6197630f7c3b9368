/**
 * The time zone most of a US state lives in, to suggest one for quiet hours
 * from a contractor's base ZIP (states split between zones get their most
 * populous one; the contractor can pick another). Unknown: New York.
 */
export const DEFAULT_ALERT_TIME_ZONE = "America/New_York";

const EASTERN = ["CT", "DE", "DC", "FL", "GA", "IN", "KY", "ME", "MD", "MA", "MI", "NH", "NJ", "NY", "NC", "OH", "PA", "RI", "SC", "VT", "VA", "WV"];
const CENTRAL = ["AL", "AR", "IL", "IA", "KS", "LA", "MN", "MS", "MO", "NE", "ND", "OK", "SD", "TN", "TX", "WI"];
const MOUNTAIN = ["CO", "ID", "MT", "NM", "UT", "WY"];
const PACIFIC = ["CA", "NV", "OR", "WA"];

const zones: Record<string, string> = {
  ...Object.fromEntries(EASTERN.map((s) => [s, "America/New_York"])),
  ...Object.fromEntries(CENTRAL.map((s) => [s, "America/Chicago"])),
  ...Object.fromEntries(MOUNTAIN.map((s) => [s, "America/Denver"])),
  ...Object.fromEntries(PACIFIC.map((s) => [s, "America/Los_Angeles"])),
  AZ: "America/Phoenix",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
  PR: "America/Puerto_Rico",
};

/** The zones the settings form offers (any other IANA zone saved through the domain is kept). */
export const US_TIME_ZONES = [
  { zone: "America/New_York", label: "Eastern" },
  { zone: "America/Chicago", label: "Central" },
  { zone: "America/Denver", label: "Mountain" },
  { zone: "America/Phoenix", label: "Mountain (Arizona, no daylight saving)" },
  { zone: "America/Los_Angeles", label: "Pacific" },
  { zone: "America/Anchorage", label: "Alaska" },
  { zone: "Pacific/Honolulu", label: "Hawaii" },
  { zone: "America/Puerto_Rico", label: "Atlantic (Puerto Rico)" },
] as const;

export function timeZoneOfState(state: string | undefined): string {
  return (state && zones[state]) || DEFAULT_ALERT_TIME_ZONE;
}

/**
 * How a page names a zone in words: "Eastern time" for one of US_TIME_ZONES (the label before its aside), else the
 * IANA name ("Europe/Berlin"), which is still a place, never a bare offset.
 */
export function timeZoneName(zone: string): string {
  const known = US_TIME_ZONES.find((z) => z.zone === zone);
  return known ? `${known.label.replace(/ \(.*\)$/, "")} time` : zone;
}
