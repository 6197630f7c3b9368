import { and, eq, isNull, lt } from "drizzle-orm";
import { inboundTexts, quoteRequests, textOptOuts } from "~/db/schema";
import { TEXT_HELP_REPLY } from "~/content/text-replies";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { consentHmacKey, keyedHash } from "./consent-hmac.server";
import { stopRequestContacts } from "./stop-request-contacts.server";
import { textKeywordOf, type TextKeyword } from "./text-keywords";

/** An inbound text as the provider's webhook reports it (signature already checked). */
export type InboundText = { from: string; body: string; messageSid: string };

/**
 * keyword: what the text asked for (none: not a keyword, ignored). reply: the text to answer with, if any.
 * replayed: the provider sent this message before and it was acted on then.
 */
export type TextReplyOutcome = { keyword: TextKeyword | "none"; reply: string | null; replayed: boolean };

/** How long a message id is remembered: the provider's retries of one webhook come within minutes. */
const REMEMBER_MS = 30 * 24 * 3600 * 1000;

/**
 * Acts on a homeowner's (or anyone's) text to our number. STOP and its
 * synonyms opt the number out of our texts (keyed by its keyed hash, so the
 * number is not kept) and stop new contacts for every open request made with
 * it, as "Stop new contacts" does; START opts it back in; HELP is answered
 * with the support line. The provider confirms STOP and START itself, so
 * those get no reply of ours. Each message id is acted on once.
 */
export async function receiveTextReply(ctx: DomainContext, text: InboundText): Promise<TextReplyOutcome> {
  const keyword = textKeywordOf(text.body);
  if (keyword === "help") return { keyword, reply: TEXT_HELP_REPLY, replayed: false };
  if (!keyword) return { keyword: "none", reply: null, replayed: false };
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(inboundTexts)
      .values({ messageSid: text.messageSid, receivedAt: now })
      .onConflictDoNothing()
      .returning({ sid: inboundTexts.messageSid });
    if (fresh.length === 0) return { keyword, reply: null, replayed: true };
    await tx.delete(inboundTexts).where(lt(inboundTexts.receivedAt, new Date(now.getTime() - REMEMBER_MS)));
    const phoneHmac = keyedHash(await consentHmacKey(tx), text.from);
    if (keyword === "opt-in") {
      await tx.delete(textOptOuts).where(eq(textOptOuts.phoneHmac, phoneHmac));
    } else {
      await tx.insert(textOptOuts).values({ phoneHmac, optedOutAt: now }).onConflictDoNothing();
      const open = await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(and(eq(quoteRequests.phone, text.from.trim()), isNull(quoteRequests.erasedAt)));
      await stopRequestContacts(
        tx,
        open.map((r) => r.id),
        now,
        "text",
      );
    }
    return { keyword, reply: null, replayed: false };
  });
}
