import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { apiRequests } from "~/db/schema";
import type { Tx } from "~/db/types.server";
import { idempotencyKeySchema } from "~/forms/api-v1";
import type { DomainContext } from "../shared/domain-context.server";
import { DomainError } from "../shared/errors";

/**
 * The Idempotency-Key header of a write endpoint, required (Stripe
 * semantics); missing and malformed are told apart by two codes.
 */
export function requireIdempotencyKey(header: string | null, what: string): string {
  if (header === null || header.trim() === "") {
    throw new DomainError(
      "idempotency_key_required",
      `Send an Idempotency-Key header (a new UUID for each ${what}) so that a retried request takes effect at most once.`,
    );
  }
  if (!idempotencyKeySchema.safeParse(header).success) {
    throw new DomainError("invalid_idempotency_key", "The Idempotency-Key must be 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID is ideal).");
  }
  return header;
}

export type ApiAnswer<T> = { status: number; body: T };

/**
 * Runs `change` once per (contractor, Idempotency-Key), in one transaction
 * with the key's row (api_requests): the key is claimed first, so a
 * concurrent request with it waits on the unique index and then replays the
 * committed answer; a failed change rolls the claim back, so the key may be
 * sent again (as a failed purchase stores nothing). `request` is what "the
 * same request" means: the same key for another one is `idempotency_key_reused`.
 */
export async function answerOnce<T>(
  ctx: DomainContext,
  contractorId: string,
  idempotencyKey: string,
  request: { operation: string; purchaseId: string; input: unknown },
  change: (tx: Tx) => Promise<ApiAnswer<T>>,
): Promise<ApiAnswer<T> & { replayed: boolean }> {
  const fingerprint = createHash("sha256").update(JSON.stringify(request)).digest("hex");
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(apiRequests)
      .values({ contractorId, idempotencyKey, purchaseId: request.purchaseId, fingerprint, status: 0, body: {} })
      .onConflictDoNothing()
      .returning({ id: apiRequests.id });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(apiRequests)
        .where(and(eq(apiRequests.contractorId, contractorId), eq(apiRequests.idempotencyKey, idempotencyKey)));
      if (!earlier || earlier.fingerprint !== fingerprint) {
        throw new DomainError("idempotency_key_reused", "This Idempotency-Key was already used for another request. Please use a new key for each change.");
      }
      return { status: earlier.status, body: earlier.body as T, replayed: true };
    }
    const answer = await change(tx);
    await tx
      .update(apiRequests)
      .set({ status: answer.status, body: answer.body as object })
      .where(eq(apiRequests.id, claimed.id));
    return { ...answer, replayed: false };
  });
}
