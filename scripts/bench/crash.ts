/**
 * The `crash` figures: quote requests posted at concurrency 8 to the production build, which is killed with
 * SIGKILL mid-stream (no shutdown code runs), restarted on the same data and stopped, `kills` times, then checked.
 * What it acknowledged must all be stored, and nothing by halves; the restart after a kill is timed beside a start
 * after a clean stop. The same checks, with purchases too, are assertions in `npm test`
 * (tests/servers/crash-safety.test.ts); here they are counted on larger streams and reported.
 */
import { randomUUID } from "node:crypto";
import { quoteRequestOverHttp } from "../../tests/servers/browser-posts";
import { isWhole, openCrashWorld, storedQuoteRequests, streamThenKill } from "../../tests/servers/crash-world";
import { formCases } from "../../tests/support/form-cases";
import { percentile, round } from "./load";

export type CrashFigures = {
  kills: number;
  /** Success answers received before the kills. */
  acknowledged: number;
  /** Of those, how many are missing or not as posted after the restarts. */
  lost: number;
  /** Requests found stored (acknowledged or cut off by a kill). */
  stored: number;
  /** Of those, how many lack a row (lead, consent proof, confirmation e-mail, submission record). */
  halfWritten: number;
  /** Median seconds from launch to listening: right after a kill, and after a clean stop. */
  restartAfterKill: number;
  startAfterStop: number;
};

const quoteForm = formCases.find((c) => c.path === "/get-quotes")!;
const settings = { RATE_LIMIT_FORM_MAX: "1000000", LOG_LEVEL: "error" };

export async function measureCrash(engine: "pglite" | "postgres", options: { kills: number; acknowledgedPerKill: number }): Promise<CrashFigures> {
  const world = await openCrashWorld(engine);
  const run = `crash-bench ${randomUUID().slice(0, 8)} `;
  const acknowledged = new Map<string, string>();
  const afterKill: number[] = [];
  const afterStop: number[] = [];
  const timedLaunch = async (into: number[]) => {
    const start = performance.now();
    const app = await world.launch(settings);
    into.push((performance.now() - start) / 1000);
    return app;
  };
  try {
    for (let kill = 0; kill < options.kills; kill++) {
      // The first launch migrates an empty database: it is not a restart, and not timed.
      const app = kill === 0 ? await world.launch(settings) : await timedLaunch(afterStop);
      const { attempts } = await streamThenKill<{ marker: string; reference: string | undefined }>(app, {
        concurrency: 8,
        acknowledged: options.acknowledgedPerKill,
        ok: (a) => a.reference !== undefined,
        post: async (n) => {
          const marker = `${run}k${kill} #${n}`;
          const fields = { ...quoteForm.valid(kill * 100_000 + n), email: `crash-bench-${kill}-${n}@example.com`, details: marker };
          const answer = await quoteRequestOverHttp(app.origin, fields).catch(() => ({ reference: undefined }));
          return { marker, reference: answer.reference };
        },
      });
      for (const a of attempts) if (a.reference) acknowledged.set(a.reference, a.marker);
      // Restarted on the killed server's data (on PGlite its recovery is part of the time), then stopped cleanly.
      const restarted = await timedLaunch(afterKill);
      await restarted.stop();
    }
    // One more start after the last clean stop, so a single kill (BENCH_QUICK) has its reference too.
    await (await timedLaunch(afterStop)).stop();
    const stored = await storedQuoteRequests(world, run);
    const byReference = new Map(stored.map((r) => [r.reference, r]));
    return {
      kills: options.kills,
      acknowledged: acknowledged.size,
      lost: [...acknowledged].filter(([reference, marker]) => byReference.get(reference)?.details !== marker).length,
      stored: stored.length,
      halfWritten: stored.filter((r) => !isWhole(r)).length,
      restartAfterKill: round(percentile(afterKill, 50), 2),
      startAfterStop: round(percentile(afterStop, 50), 2),
    };
  } finally {
    await world.close();
  }
}
