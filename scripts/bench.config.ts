import { defineConfig } from "vitest/config";

/**
 * `npm run bench` runs scripts/bench/bench.run.ts through Vitest's runner
 * only so that it can import the app's code (the `~/` alias); it measures and
 * writes bench/results/, asserting nothing, apart from `npm test`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["scripts/bench/bench.run.ts"],
    environment: "node",
    pool: "forks",
    disableConsoleIntercept: true,
    reporters: ["dot"],
    testTimeout: 3_600_000,
  },
});
