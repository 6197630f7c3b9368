import { defineConfig } from "vitest/config";

/**
 * `npm test -- servers`: tests that start the production build (`node
 * server.js`) as real app processes, so they run after the build step, apart
 * from the unit step (vitest.config.ts does not include tests/servers/).
 * Same throwaway PostgreSQL cluster as the unit step. BUILD_DIR picks the build.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/servers/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    // Two files at once: most of a file's time is spent waiting on the app processes it starts.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
