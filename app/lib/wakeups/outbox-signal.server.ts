/**
 * Lets request handlers nudge the outbox senders (e-mail, SMS, webhooks)
 * right after a commit, without depending on whether jobs run in this
 * process. Without listeners (tests, web-only processes) the scheduled sweeps
 * deliver the rows instead.
 *
 * Call signalOutbox() AFTER the transaction that wrote the rows has
 * committed: a sender woken earlier would not see them yet.
 */
const listeners = new Set<() => void>();

/** Adds a listener; returns the function that removes it again. */
export function addOutboxListener(fn: () => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

export function signalOutbox(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // Best effort: the periodic sweep delivers anything a lost signal missed.
    }
  }
}
