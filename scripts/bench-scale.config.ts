import { defineConfig } from "vitest/config";

/**
 * `npm run bench:scale` runs scripts/bench-scale/bench-scale.run.ts through Vitest's runner only so that it can
 * import the app's code (the `~/` alias); it seeds, measures and writes bench/results/scale.*, asserting nothing,
 * apart from `npm test`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["scripts/bench-scale/bench-scale.run.ts"],
    environment: "node",
    pool: "forks",
    disableConsoleIntercept: true,
    reporters: ["dot"],
    testTimeout: 14_400_000,
  },
});
