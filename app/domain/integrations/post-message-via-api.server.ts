import type { ApiMessage, MessageSubmission } from "~/forms/api-v1-messages";
import { isUuid } from "~/forms/ids";
import { signalOutbox } from "~/lib/wakeups/outbox-signal.server";
import { postProMessage } from "../messages/post-message.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";
import { answerOnce, requireIdempotencyKey } from "./api-idempotency.server";
import { messageJson } from "./message-json";

/**
 * The thread's refusals as the API names them: another contractor's purchase is "this purchase", as on every
 * endpoint; a closed thread (stopped, erased, returned) is a 409 `invalid_transition`, as a quote on it is, not the
 * web pages' 410 for an expired link. The thread's rate limit stays a 429 `rate_limited`.
 */
function apiRefusal(error: unknown): never {
  if (error instanceof NotFoundError) throw new NotFoundError("This purchase");
  if (error instanceof DomainError && error.code === "link_expired") throw new DomainError("invalid_transition", error.message);
  throw error;
}

/**
 * POST /api/v1/purchases/{id}/messages: the dashboard's message (postProMessage: the thread's rules, the homeowner's
 * e-mail and the first-reply time), via "api", once per Idempotency-Key. Text only: files go on the dashboard.
 */
export async function postMessageViaApi(
  ctx: DomainContext,
  contractorId: string,
  purchaseId: string | undefined,
  idempotencyKey: string | null,
  input: MessageSubmission,
): Promise<{ message: ApiMessage; replayed: boolean; status: number }> {
  const key = requireIdempotencyKey(idempotencyKey, "message");
  if (!isUuid(purchaseId)) throw new NotFoundError("This purchase");
  const at = { ...ctx, now: nowOf(ctx) };
  const answer = await answerOnce<{ message: ApiMessage }>(ctx, contractorId, key, { operation: "postMessage", purchaseId, input }, async (tx) => {
    const posted = await postProMessage(at, contractorId, purchaseId, { via: "api", body: input.body }, tx).catch(apiRefusal);
    const message = messageJson(purchaseId, { id: posted.id, author: "pro", via: "api", body: input.body, createdAt: posted.createdAt, attachments: [] });
    return { status: 201, body: { message } };
  });
  if (!answer.replayed) signalOutbox();
  return { message: answer.body.message, replayed: answer.replayed, status: answer.replayed ? 200 : answer.status };
}
