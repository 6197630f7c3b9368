import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { CaughtMail } from "../../../scripts/mail-sink.ts";

/** The e-mails the app sent so far, newest first (scripts/e2e-server.ts's mail sink writes one file each). */
function mails(): CaughtMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run the specs through playwright.config.ts");
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => n.endsWith(".json"))
    .toSorted()
    .toReversed()
    .map((n) => JSON.parse(readFileSync(path.join(dir, n), "utf8")) as CaughtMail);
}

/**
 * The path (on this server) of the first link matching `pathPart` in the newest e-mail to `to` that has one,
 * waiting for it to arrive. The admin outbox hides these links; the mail the recipient gets has them.
 */
export async function linkInMail(
  to: string,
  pathPart: RegExp,
  options: { timeout?: number; /** A path to skip (the link before a re-send). */ after?: string } = {},
): Promise<string> {
  const address = to.toLowerCase();
  let found: string | undefined;
  await expect(() => {
    const all = mails();
    for (const mail of all) {
      if (!mail.to.some((t) => t.toLowerCase() === address)) continue;
      const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => pathPart.test(url) && new URL(url).pathname !== options.after);
      if (link) {
        // The link carries PUBLIC_URL's origin; the path is what this server answers.
        found = new URL(link).pathname;
        break;
      }
    }
    expect(
      found,
      `an e-mail to ${to} with a link matching ${pathPart} (${all.length} e-mails so far, the newest to ${all
        .slice(0, 5)
        .map((m) => m.to.join(" "))
        .join(", ")})`,
    ).toBeDefined();
  }).toPass({ timeout: options.timeout ?? 30_000 });
  return found!;
}

/** The newest e-mail to `to` whose subject matches, waiting for it to arrive. */
export async function mailTo(to: string, subject: RegExp, options: { timeout?: number } = {}): Promise<CaughtMail> {
  const address = to.toLowerCase();
  let found: CaughtMail | undefined;
  await expect(() => {
    found = mails().find((mail) => mail.to.some((t) => t.toLowerCase() === address) && subject.test(mail.subject));
    expect(found, `an e-mail to ${to} with a subject matching ${subject}`).toBeDefined();
  }).toPass({ timeout: options.timeout ?? 30_000 });
  return found!;
}
