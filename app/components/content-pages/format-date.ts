/**
 * "2025-09-18" -> "September 18, 2025". Formatted in UTC with a fixed locale so
 * the server, the prerendered file and the browser always print the same text.
 */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
