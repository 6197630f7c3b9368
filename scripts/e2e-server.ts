/**
 * Starts the built app for the end-to-end tests on a fresh embedded database in
 * a temporary DATA_DIR, with rate limits raised so parallel tests are not
 * throttled (the limit itself is covered by integration tests), and with
 * test-mode top-ups allowed (the balance and journey specs add test funds).
 * E-mail goes to a mail sink (scripts/mail-sink.ts) that writes each message
 * to E2E_MAIL_DIR, where the specs read the links the admin outbox hides
 * (tests/e2e/support/mail.ts). The entry is scripts/e2e-app.ts: server.js
 * plus the session fixture the specs sign in through (decision 0045).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { mailToDirectory, startMailSink } from "./mail-sink.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "thp-e2e-"));
// playwright.config.ts names the directory (the specs read it); a run starts with it empty.
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(dataDir, "mail");
rmSync(mailDir, { recursive: true, force: true });
const sink = await startMailSink(0, mailToDirectory(mailDir));
const child = spawn(process.execPath, ["scripts/e2e-app.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    RATE_LIMIT_FORM_MAX: process.env.RATE_LIMIT_FORM_MAX ?? "1000",
    RATE_LIMIT_LOGIN_MAX: process.env.RATE_LIMIT_LOGIN_MAX ?? "1000",
    SEED_DEMO: "true",
    // Replies by e-mail: notifications carry reply+…@ addresses and the app takes them on this port (decision 0052).
    MAIL_REPLY_DOMAIN: process.env.MAIL_REPLY_DOMAIN ?? "reply.e2e.test",
    ...(process.env.E2E_INBOUND_SMTP_PORT ? { INBOUND_SMTP_PORT: process.env.E2E_INBOUND_SMTP_PORT } : {}),
    // NODE_ENV is unset here, which counts as production: the specs top up in test mode, so opt in explicitly.
    ALLOW_TEST_PAYMENTS: process.env.ALLOW_TEST_PAYMENTS ?? "true",
    DEMO_PASSWORD: process.env.DEMO_PASSWORD ?? "e2e-demo-pass-7Qk29xLm",
    // Review invitations right after a sale (the homeowner journey reviews the pro it just met), not days later.
    REVIEW_INVITATION_DAYS: process.env.REVIEW_INVITATION_DAYS ?? "0",
    // The demo admin has two-factor sign-in with this secret; tests/e2e/support/sign-in.ts answers its codes.
    DEMO_TOTP_SECRET: process.env.DEMO_TOTP_SECRET ?? "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  },
});
const cleanup = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => {
  cleanup();
  process.exit(code ?? 0);
});
