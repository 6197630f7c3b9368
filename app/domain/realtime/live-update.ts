/**
 * What one contractor's dashboard is told, over Server-Sent Events. Shared by
 * the server (which decides what each contractor may see) and the browser.
 * Ids and category only: the page reloads its own data through its loaders,
 * which apply the usual authorization.
 */
export type LiveUpdate =
  /** New leads for sale in this contractor's categories and area. */
  | { type: "lead-available"; leadIds: string[]; category: string }
  /** A lead was sold to this contractor (bought on another page, or auto-bought). */
  | { type: "lead-delivered"; leadId: string; purchaseId: string; autoBuy: boolean }
  /** A lead this contractor could see was sold to someone else. */
  | { type: "lead-gone"; leadId: string }
  /** Events may have been missed (the server's listening connection was re-established). */
  | { type: "resync" };

export const LIVE_UPDATE_TYPES = ["lead-available", "lead-delivered", "lead-gone", "resync"] as const satisfies readonly LiveUpdate["type"][];

/** The data of an SSE message, or undefined when it is not a LiveUpdate. */
export function parseLiveUpdate(data: string): LiveUpdate | undefined {
  try {
    const value = JSON.parse(data) as { type?: unknown };
    return typeof value === "object" && value !== null && (LIVE_UPDATE_TYPES as readonly unknown[]).includes(value.type) ? (value as LiveUpdate) : undefined;
  } catch {
    return undefined;
  }
}
