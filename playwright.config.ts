import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;
// Where scripts/e2e-server.ts's mail sink writes each e-mail, and tests/e2e/support/mail.ts reads it (one per port).
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `thp-e2e-mail-${port}`);
// The app's inbound SMTP server for replies by e-mail (the thread journey sends one to it), next to the web port.
process.env.E2E_INBOUND_SMTP_PORT ??= String(port + 15);

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against
 * the production build served by server.js on a fresh embedded database.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Long journeys on a loaded 2-CPU machine. Signing in through /login with a two-factor code (signInThroughLogin, in
  // the few specs that test signing in) waits for a time step no other worker has used; the rest sign in through the
  // e2e server's session fixture and do not wait (tests/e2e/support/sign-in.ts).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: "127.0.0.1", E2E_MAIL_DIR: process.env.E2E_MAIL_DIR, E2E_INBOUND_SMTP_PORT: process.env.E2E_INBOUND_SMTP_PORT },
    stdout: "ignore",
    stderr: "pipe",
  },
});
