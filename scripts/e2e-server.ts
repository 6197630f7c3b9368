/**
 * Starts the built app for the end-to-end tests on a fresh embedded database in
 * a temporary DATA_DIR, with rate limits raised so parallel tests are not
 * throttled (the limit itself is covered by integration tests), and with
 * test-mode top-ups allowed (the balance and journey specs add test funds).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-e2e-"));
const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    RATE_LIMIT_FORM_MAX: process.env.RATE_LIMIT_FORM_MAX ?? "1000",
    RATE_LIMIT_LOGIN_MAX: process.env.RATE_LIMIT_LOGIN_MAX ?? "1000",
    SEED_DEMO: "true",
    // NODE_ENV is unset here, which counts as production: the specs top up in test mode, so opt in explicitly.
    ALLOW_TEST_PAYMENTS: process.env.ALLOW_TEST_PAYMENTS ?? "true",
    DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm",
    // Review invitations right after a sale (the homeowner journey reviews the pro it just met), not days later.
    REVIEW_INVITATION_DAYS: process.env.REVIEW_INVITATION_DAYS ?? "0",
    // The demo admin has two-factor sign-in with this secret; tests/e2e/support/sign-in.ts answers its codes.
    DEMO_TOTP_SECRET: process.env.DEMO_TOTP_SECRET ?? "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
