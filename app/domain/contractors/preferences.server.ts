import { eq } from "drizzle-orm";
import { contractors } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { planTerms, type PlanId } from "~/domain/contractors/plan-tiers";
import { lookupZip, unknownZipMessage, unknownZips } from "~/lib/zip-lookup.server";
import { DomainError } from "../shared/errors";
import { preferencesSchema, type Preferences } from "~/forms/contractor-preferences";
import { contractorRow } from "./contractor-row.server";

export async function getMyProfile(ctx: DomainContext, contractorId: string) {
  const row = await contractorRow(ctx, contractorId);
  if (!row) throw new NotFoundError("This account");
  return row;
}

/**
 * The contractor changes their own preferences; a suspended contractor cannot
 * un-suspend by resuming. The rules are checked here again (typed input can
 * still break them, e.g. no category), so no caller can store a bad area.
 */
export async function updateMyPreferences(ctx: DomainContext, contractorId: string, input: Preferences, actorUserId: string | null = null): Promise<void> {
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Please check the form.");
  const p = parsed.data;
  const base = p.baseZip ? await lookupZip(p.baseZip) : undefined;
  if (p.baseZip && !base) throw new DomainError("invalid_input", "The base ZIP code was not found.");
  const [unknown] = await unknownZips(p.serviceZipCodes);
  if (unknown) throw new DomainError("invalid_input", unknownZipMessage(unknown), { field: "serviceZipCodes" });
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(contractors).where(eq(contractors.id, contractorId)).for("update");
    if (!current) throw new NotFoundError("This account");
    if (p.autoBuy && !planTerms[current.plan as PlanId].subscription) {
      throw new DomainError("invalid_input", "Auto-buy is part of the Professional and Enterprise plans.");
    }
    const status = current.status === "suspended" ? "suspended" : p.paused ? "paused" : "active";
    const after = {
      categories: p.categories,
      serviceZipCodes: [...new Set(p.serviceZipCodes)],
      baseZip: base?.zip ?? null,
      baseLat: base?.latitude ?? null,
      baseLng: base?.longitude ?? null,
      radiusMiles: p.radiusMiles,
      emailChannel: p.emailChannel,
      smsChannel: p.smsChannel,
      weeklyCapCents: p.weeklyCapCents,
      autoBuy: p.autoBuy,
      status: status as "active" | "paused" | "suspended",
    };
    await tx.update(contractors).set(after).where(eq(contractors.id, contractorId));
    await audit(
      tx,
      { actorUserId, action: "contractor.preferences", entity: "contractor", entityId: contractorId, before: pick(current, Object.keys(after)), after },
      nowOf(ctx),
    );
  });
}

function pick(row: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}

/** A contractor's stored preferences (checked when saved), as the settings form and updateMyPreferences see them. */
export function preferencesOf(p: typeof contractors.$inferSelect): Preferences {
  return {
    categories: p.categories as Preferences["categories"],
    serviceZipCodes: p.serviceZipCodes,
    baseZip: p.baseZip,
    radiusMiles: p.radiusMiles,
    emailChannel: p.emailChannel,
    smsChannel: p.smsChannel,
    weeklyCapCents: p.weeklyCapCents,
    autoBuy: p.autoBuy,
    paused: p.status === "paused",
  };
}

/** Pause or resume lead delivery, keeping every other preference as it is. */
export async function setMyLeadsPaused(ctx: DomainContext, contractorId: string, paused: boolean, actorUserId: string | null = null): Promise<void> {
  await updateMyPreferences(ctx, contractorId, { ...preferencesOf(await getMyProfile(ctx, contractorId)), paused }, actorUserId);
}
