/**
 * Poll until `probe` answers something (the background jobs work on their
 * own schedule). The time limit only ends a test that would otherwise hang.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, options: { timeoutMs: number; what?: string }): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(options.what ? `timed out waiting for ${options.what}` : "timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}
