/**
 * Lets a request handler wake the auto-buy job right after a quote request
 * (and so its leads) commits, without depending on whether jobs run in this
 * process. Without a listener (tests, web-only processes) the job's
 * every-minute sweep offers the leads instead.
 */
let listener: (() => void) | undefined;

export function setNewLeadsListener(fn: (() => void) | undefined): void {
  listener = fn;
}

export function signalNewLeads(): void {
  try {
    listener?.();
  } catch {
    // Best effort: the periodic sweep offers anything a lost signal missed.
  }
}
