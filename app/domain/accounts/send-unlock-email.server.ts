import type { Env } from "~/env.server";
import type { Executor } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import { issueToken } from "./one-time-tokens.server";

/**
 * The one e-mail of a new-device lock (decision 0011): a link (valid as long
 * as the lock) that confirms the browser it is opened in, and the advice to
 * reset the password, which lifts the lock everywhere.
 */
export async function sendUnlockEmail(tx: Executor, env: Pick<Env, "PUBLIC_URL" | "SMTP_URL">, user: { id: string; email: string }, now: Date): Promise<void> {
  const token = await issueToken(tx, user.id, "unlock", now);
  await sendEmail(
    tx,
    env,
    {
      kind: "account.unlock",
      to: user.email,
      subject: "Unusual sign-in attempts on your Trusted Home Pros account",
      text: [
        "Many failed attempts to sign in to your Trusted Home Pros account came from different places.",
        "To protect it, signing in from a browser that has not signed in before now needs your confirmation for the next 24 hours. Browsers you already use keep working.",
        `To sign in from a new browser, open this link in that browser and confirm:\n\n${env.PUBLIC_URL}/unlock/${token}`,
        `If the attempts were not yours, we recommend choosing a new password, which also lifts the lock: ${env.PUBLIC_URL}/forgot-password`,
      ].join("\n\n"),
    },
    now,
  );
}
