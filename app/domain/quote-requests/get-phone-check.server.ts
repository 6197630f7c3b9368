import { desc, eq } from "drizzle-orm";
import { quoteRequests, requestPhoneCodes } from "~/db/schema";
import type { Executor } from "~/db/types.server";
import type { MarketStatus } from "~/db/enums";

export type PhoneCheck = {
  quoteRequestId: string;
  phone: string;
  verifiedAt: Date | null;
  marketStatus: MarketStatus;
  codeSentAt: Date | null;
  codeExpiresAt: Date | null;
};

/** Where a request's phone check stands, for its confirmation page (by its reference): verified when, or the latest code sent. */
export async function getPhoneCheck(db: Executor, reference: string): Promise<PhoneCheck | undefined> {
  const [row] = await db
    .select({
      quoteRequestId: quoteRequests.id,
      phone: quoteRequests.phone,
      verifiedAt: quoteRequests.phoneVerifiedAt,
      marketStatus: quoteRequests.marketStatus,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.reference, reference));
  if (!row) return undefined;
  const [latest] = await db
    .select({ createdAt: requestPhoneCodes.createdAt, expiresAt: requestPhoneCodes.expiresAt })
    .from(requestPhoneCodes)
    .where(eq(requestPhoneCodes.quoteRequestId, row.quoteRequestId))
    .orderBy(desc(requestPhoneCodes.createdAt))
    .limit(1);
  return { ...row, codeSentAt: latest?.createdAt ?? null, codeExpiresAt: latest?.expiresAt ?? null };
}
