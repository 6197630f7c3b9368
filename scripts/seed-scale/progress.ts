/** seed:scale's progress on stderr: one cli-progress bar per phase (rows written of the phase's total, rate, ETA). */
import cliProgress from "cli-progress";
import type { SeedProgress } from "./seed";

export function progressBar(): SeedProgress {
  let bar: cliProgress.SingleBar | undefined;
  let count = 0;
  let t0 = 0;
  return {
    phase(name, total) {
      bar?.stop();
      bar = new cliProgress.SingleBar(
        {
          format: `${name.padEnd(11)} [{bar}] {percentage}% | {value}/{total} rows | {rate}/s | {duration}s`,
          stream: process.stderr,
          hideCursor: true,
          fps: 5,
          noTTYOutput: true,
          notTTYSchedule: 5000,
        },
        cliProgress.Presets.shades_classic,
      );
      [count, t0] = [0, performance.now()];
      bar.start(total, 0, { rate: 0 });
    },
    tick(n) {
      count += n;
      bar?.update(count, { rate: Math.round((count * 1000) / Math.max(1, performance.now() - t0)) });
    },
    done() {
      bar?.stop();
      bar = undefined;
    },
  };
}
