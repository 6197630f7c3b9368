import { pricingRequests } from "~/db/schema";
import type { Env } from "~/env.server";
import type { PricingRequestInput } from "~/forms/pricing-request";
import type { Tx } from "~/db/types.server";
import { sendEmail } from "~/domain/outbox/queue-email.server";
import type { RequestMeta } from "~/lib/request-meta.server";
import { composePricingEmail } from "./compose-pricing-email";

/** Store a pricing request and its acknowledgment e-mail, in the caller's transaction. */
export async function createPricingRequest(
  tx: Tx,
  input: PricingRequestInput,
  context: { meta: RequestMeta; now: Date; env: Pick<Env, "SMTP_URL"> },
): Promise<string> {
  const { meta, now } = context;
  const [row] = await tx
    .insert(pricingRequests)
    .values({ ...input, website: input.website ?? null, ip: meta.ip, userAgent: meta.userAgent, createdAt: now })
    .returning({ id: pricingRequests.id });
  if (!row) throw new Error("pricing request insert returned no row");
  await sendEmail(tx, context.env, composePricingEmail({ to: input.email, fullName: input.fullName, businessName: input.businessName }), now);
  return row.id;
}
