/** Small helpers shared by the plain-text e-mails. */
import { site } from "~/config/site";

export function firstWord(name: string): string {
  return name.split(" ")[0] ?? name;
}

export function formatDate(date: Date): string {
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "America/New_York" });
}

export const signature = `${site.name}\n${site.email} · ${site.phoneDisplay}\n${site.supportHours}`;

export function lines(...parts: (string | false | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === "string").join("\n");
}
