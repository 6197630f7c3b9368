import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/env.server";
import type { MailTransport } from "~/lib/smtp.server";

export type JobOptions = {
  /** For tests: a transport instead of one built from SMTP_URL. */
  transport?: MailTransport;
  /** Seconds between polls for new jobs (pg-boss default 2). */
  pollingIntervalSeconds?: number;
};

export type JobDeps = { handle: DatabaseHandle; env: Env; options: JobOptions };

/**
 * One background job: creates its queue(s), its worker and schedule on the
 * shared pg-boss instance. May return a clean-up run at shutdown, after the
 * queue has stopped.
 */
export type JobRegistration = (boss: PgBoss, deps: JobDeps) => Promise<(() => void | Promise<void>) | void>;
