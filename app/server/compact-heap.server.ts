/** V8's gc(), present when Node runs with --expose-gc (the `serve` script's flags). */
type ExposedGc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * One full, memory-reducing collection (V8's "last resort": it compacts the
 * heap and shrinks the young generation), run once after start-up and before
 * the server takes traffic. Start-up leaves 25–30 MB of garbage and
 * committed-but-empty heap (migrations, module compilation, the job queue's
 * first queries) that V8's memory reducer would hand back to the OS only
 * after ~20 s of idleness; this hands it back at once (decision 0034).
 * A no-op without --expose-gc. Returns how long it took, in ms.
 */
export function compactHeapAfterStartup(): number | undefined {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  if (typeof gc !== "function") return undefined;
  const started = performance.now();
  gc({ type: "major", execution: "sync", flavor: "last-resort" });
  return Math.round(performance.now() - started);
}
