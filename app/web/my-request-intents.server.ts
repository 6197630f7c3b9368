/**
 * What the buttons of a homeowner's request page do (/my-request/<token>), the link's token being the only proof:
 * stop new contacts, delete my data, accept or decline a quote, write to a pro. Each answer is in the homeowner's words.
 */
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "~/domain/shared/errors";
import { requestOfLink } from "~/domain/request-links/request-links.server";
import { deleteMyData } from "~/domain/privacy/delete-my-data.server";
import { stopNewContacts } from "~/domain/privacy/stop-new-contacts.server";
import { acceptQuote } from "~/domain/quotes/accept-quote.server";
import { declineQuote } from "~/domain/quotes/decline-quote.server";
import { postHomeownerMessage } from "~/domain/messages/post-message.server";
import type { MyRequestAction } from "~/forms/my-request-actions";
import { messageAttachmentsOf } from "./message-attachments.server";

async function requestOf(ctx: DomainContext, token: string): Promise<string> {
  const id = await requestOfLink(ctx.db, token, nowOf(ctx));
  if (!id) throw new NotFoundError("This request");
  return id;
}

export async function runMyRequestIntent(ctx: DomainContext, token: string, input: MyRequestAction): Promise<string> {
  switch (input.intent) {
    case "stop-contact":
      await stopNewContacts(ctx, token);
      return "Done: your request is off the market. No further pro can buy it, and the pros who already did are told you want no further contact.";
    case "delete-my-data":
      await deleteMyData(ctx, token);
      return "Done: we have deleted your personal data, and told the pros who bought your request. This page no longer exists.";
    case "accept-quote": {
      const { changed } = await acceptQuote(ctx, await requestOf(ctx, token), input.quoteId);
      return changed
        ? "Quote accepted. We told the pro; they will confirm the job with you. You can still change your mind until they do."
        : "You had already accepted this quote.";
    }
    case "decline-quote": {
      const { changed } = await declineQuote(ctx, await requestOf(ctx, token), input.quoteId, input.reason);
      return changed ? "Quote declined. We told the pro, politely." : "You had already declined this quote.";
    }
    case "message":
      await postHomeownerMessage(ctx, await requestOf(ctx, token), input.purchaseId, {
        via: "web",
        body: input.body,
        attachments: await messageAttachmentsOf(input.attachments),
      });
      return "Message sent. The pro was e-mailed and answers here; we e-mail you when they do.";
  }
}
