/** Closed-loop load: `concurrency` workers each start the next call as soon as theirs answers. */
export type LoadResult = { concurrency: number; count: number; failures: number; seconds: number; rate: number; p50: number; p99: number };

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Runs `call(i)` for i in [0, count) on `concurrency` workers; `call` answers whether it succeeded. */
export async function closedLoop(concurrency: number, count: number, call: (i: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t0 = performance.now();
        const ok = await call(i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return {
    concurrency,
    count,
    failures,
    seconds: round(seconds, 2),
    rate: round(count / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
  };
}
