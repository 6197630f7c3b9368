/** README.md's `BENCH_QUICK=1 npm run bench` lines, run as written (readme-bench-commands.ts). */
import { describe } from "vitest";
import { benchWorkFolder, quickBenchChecks } from "./readme-bench-commands";

describe("README.md's quick benchmark, run as written", () => {
  quickBenchChecks(benchWorkFolder());
});
