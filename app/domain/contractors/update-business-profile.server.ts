import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import type { BusinessProfile } from "~/forms/account";
import { businessProfileSchema } from "~/forms/account";
import { audit } from "../shared/audit.server";
import { nowOf, type DomainContext } from "../shared/domain-context.server";
import { DomainError, NotFoundError } from "../shared/errors";

/** The contractor edits what its public profile shows; audited with the contractor's user as the actor. */
export async function updateBusinessProfile(ctx: DomainContext, userId: string, contractorId: string, input: BusinessProfile): Promise<void> {
  const now = nowOf(ctx);
  const after = { businessName: input.businessName, website: input.website ?? null, yearsInBusiness: input.yearsInBusiness };
  // Typed callers could still pass what the form refuses (an empty name, a javascript: URL): checked again here.
  const checked = businessProfileSchema.safeParse({
    intent: "profile",
    ...after,
    website: after.website ?? "",
    yearsInBusiness: String(after.yearsInBusiness),
  });
  if (!checked.success) throw new DomainError("invalid_input", checked.error.issues[0]?.message ?? "Please check the form.");
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ businessName: contractors.businessName, website: contractors.website, yearsInBusiness: contractors.yearsInBusiness })
      .from(contractors)
      .where(eq(contractors.id, contractorId))
      .for("update");
    if (!current) throw new NotFoundError("This account");
    await tx.update(contractors).set(after).where(eq(contractors.id, contractorId));
    await audit(tx, { actorUserId: userId, action: "contractor.profile", entity: "contractor", entityId: contractorId, before: current, after }, now);
  });
}
