import { defineConfig } from "vitest/config";

/**
 * `npm run bench:market` runs scripts/bench-market.ts through Vitest's runner
 * only so that it can import the app's domain code (the `~/` alias); it is a
 * benchmark, not a test: one "test" that measures and prints, apart from
 * `npm test` (vitest.config.ts does not include scripts/). Its console output
 * goes straight to the terminal.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["scripts/bench-market.ts"],
    environment: "node",
    pool: "forks",
    disableConsoleIntercept: true,
    reporters: ["dot"],
    testTimeout: 900_000,
  },
});
