/**
 * `npm run mail-sink`, as README.md's demo paragraph documents it (readme-commands.test.ts maps the line here):
 * run as written, it listens on the port the README names, and what the app sends through SMTP_URL is printed
 * readably, links whole: the admin outbox hides them, so this is how a demo follows an invitation.
 */
import { mkdirSync } from "node:fs";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { createSmtpTransport } from "~/lib/smtp.server";
import { readmeCommands, startShell, type LongRunning } from "./readme-commands";

describe("npm run mail-sink", () => {
  let running: LongRunning | undefined;
  afterAll(async () => {
    await running?.stop();
  }, 30_000);

  it("listens where README.md says and prints each e-mail the app sends, its link whole", async () => {
    const command = readmeCommands().find((c) => c.command === "npm run mail-sink")?.command;
    expect(command, 'README.md documents "npm run mail-sink"').toBe("npm run mail-sink");
    mkdirSync(".tmp", { recursive: true });
    const sink = startShell(command!, { env: {} });
    running = sink;
    onTestFailed(() => console.log(`--- npm run mail-sink ---\n${sink.output().slice(-4000)}`));
    await sink.waitFor(/Mail sink on smtp:\/\/127\.0\.0\.1:2525: start the app with SMTP_URL=smtp:\/\/127\.0\.0\.1:2525/, 60_000);

    // As the outbox sender sends: nodemailer folds a long line (quoted-printable) and encodes a non-ASCII subject.
    const link = `http://127.0.0.1:3000/invite/${"Ab3_".repeat(11)}`;
    const transport = createSmtpTransport("smtp://127.0.0.1:2525", { ignoreTLS: true });
    try {
      await transport.sendMail({
        from: "Trusted Home Pros <no-reply@trustedhomepros.test>",
        to: "new.pro@example.com",
        subject: "Set your password — Trusted Home Pros",
        text: `Welcome aboard. Choose your password here, within 7 days, to open your dashboard and start buying leads: ${link}\n`,
      });
    } finally {
      transport.close?.();
    }
    await sink.waitFor(/to new\.pro@example\.com · Set your password — Trusted Home Pros/, 10_000);
    await sink.waitFor(new RegExp(link.replace(/[.?/]/g, "\\$&")), 10_000);
  }, 90_000);
});
