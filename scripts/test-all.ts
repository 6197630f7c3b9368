/**
 * `npm test`: every check, in order of cost: typecheck, lint, unit and
 * integration tests (PGlite, and PostgreSQL when its binaries are installed),
 * production build, tests against two real app servers on one PostgreSQL
 * database (vitest.servers.config.ts), then the end-to-end tests in Debian's
 * Chromium. `npm test -- <step> [<step>…]` runs only the steps named.
 * Stops at the first failing step; ends with one "N passed, N failed" line.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const only = process.argv.slice(2);
mkdirSync(".tmp", { recursive: true });

type Step = { name: string; cmd: string; args: string[]; env?: Record<string, string> };

const steps: Step[] = [
  { name: "typecheck", cmd: "npm", args: ["run", "--silent", "typecheck"] },
  // Lint and the formatter's check (npm run format writes what it would change).
  { name: "lint", cmd: "npm", args: ["run", "--silent", "lint"] },
  {
    name: "unit",
    cmd: "npx",
    args: ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.tmp/vitest.json"],
  },
  { name: "build", cmd: "npm", args: ["run", "--silent", "build"] },
  // Starts `node server.js` from the build (BUILD_DIR, default build/), so it runs after "build".
  {
    name: "servers",
    cmd: "npx",
    args: ["vitest", "run", "--config", "vitest.servers.config.ts", "--reporter=default", "--reporter=json", "--outputFile.json=.tmp/vitest-servers.json"],
  },
  {
    name: "e2e",
    cmd: "npx",
    args: ["playwright", "test", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: ".tmp/playwright.json" },
  },
];

let passed = 0;
let failed = 0;

/** The JSON report each Vitest step writes (counted below). */
const vitestReports: Record<string, string> = { unit: ".tmp/vitest.json", servers: ".tmp/vitest-servers.json" };

function count(step: string) {
  try {
    const vitestReport = vitestReports[step];
    if (vitestReport && existsSync(vitestReport)) {
      const r = JSON.parse(readFileSync(vitestReport, "utf8")) as { numPassedTests: number; numFailedTests: number };
      passed += r.numPassedTests;
      failed += r.numFailedTests;
    }
    if (step === "e2e" && existsSync(".tmp/playwright.json")) {
      const r = JSON.parse(readFileSync(".tmp/playwright.json", "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
      passed += r.stats.expected + r.stats.flaky;
      failed += r.stats.unexpected;
    }
  } catch {
    // A missing or partial report is reported by the step's own exit code.
  }
}

for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  count(step.name);
  console.log(`=== ${step.name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (result.status !== 0) {
    if (!["unit", "servers", "e2e"].includes(step.name)) failed += 1;
    console.log(`\n${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
