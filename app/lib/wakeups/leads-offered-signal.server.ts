/**
 * Lets the auto-buy job wake the new-lead alert job once it has offered new
 * leads: alerts go out only for leads auto-buy has had its turn at (see
 * fan-out-lead-alerts.server.ts). Without a listener the alert job's
 * every-minute sweep fans the leads out instead.
 */
let listener: (() => void) | undefined;

export function setLeadsOfferedListener(fn: (() => void) | undefined): void {
  listener = fn;
}

export function signalLeadsOffered(): void {
  try {
    listener?.();
  } catch {
    // Best effort: the periodic sweep fans out anything a lost signal missed.
  }
}
