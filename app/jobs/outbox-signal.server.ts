/**
 * Lets request handlers nudge the e-mail dispatcher right after a commit,
 * without depending on whether jobs run in this process. Without a listener
 * (tests, web-only processes) the scheduled sweep delivers the rows instead.
 */
let listener: (() => void) | undefined;

export function setOutboxListener(fn: (() => void) | undefined): void {
  listener = fn;
}

export function signalOutbox(): void {
  try {
    listener?.();
  } catch {
    // Best effort: the periodic sweep delivers anything a lost signal missed.
  }
}
