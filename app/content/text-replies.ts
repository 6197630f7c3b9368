import { site } from "~/config/site";

/** The answer to HELP or INFO by text: the support line, in the help centre's words, and how to opt out. */
export const TEXT_HELP_REPLY = `${site.name}: E-mail us at ${site.email} or call ${site.phoneDisplay} (${site.supportHours}). Reply STOP to opt out.`;

/** Why a queued text was kept, not sent (shown in the admin outbox). */
export const TEXT_OPTED_OUT_NOTE = "Not sent: this number replied STOP to our texts.";
