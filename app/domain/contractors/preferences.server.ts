import { eq } from "drizzle-orm";
import { z } from "zod";
import { categorySlugs } from "~/content/categories";
import { contractors } from "~/db/schema";
import { audit } from "~/domain/shared/audit.server";
import { nowOf, type DomainContext } from "~/domain/shared/domain-context.server";
import { NotFoundError } from "../shared/errors";
import { planTerms, type PlanId } from "~/domain/contractors/plan-tiers";
import { lookupZip } from "~/lib/zip-lookup.server";
import { DomainError } from "../shared/errors";

export const MAX_SERVICE_ZIPS = 200;
export const MAX_RADIUS_MILES = 200;

/** The /pro preferences form: categories, area (ZIP list and/or radius around a base ZIP), channels, cap, auto-buy, pause. */
export const preferencesSchema = z
  .object({
    categories: z.array(z.enum(categorySlugs)).min(1, "Choose at least one category.").max(categorySlugs.length),
    serviceZipCodes: z.array(z.string().regex(/^\d{5}$/, "ZIP codes have 5 digits.")).max(MAX_SERVICE_ZIPS, `At most ${MAX_SERVICE_ZIPS} ZIP codes.`),
    baseZip: z.string().regex(/^\d{5}$/, "ZIP codes have 5 digits.").nullable(),
    radiusMiles: z.number().int().min(0).max(MAX_RADIUS_MILES, `At most ${MAX_RADIUS_MILES} miles.`).nullable(),
    emailChannel: z.boolean(),
    smsChannel: z.boolean(),
    weeklyCapCents: z.number().int().min(0).max(100_000_000).nullable(),
    autoBuy: z.boolean(),
    paused: z.boolean(),
  })
  .refine((v) => (v.baseZip === null) === (v.radiusMiles === null), { path: ["radiusMiles"], error: "Give both a base ZIP and a radius, or neither." })
  .refine((v) => v.serviceZipCodes.length > 0 || v.baseZip !== null, { path: ["serviceZipCodes"], error: "Give ZIP codes or a radius around a base ZIP." });
export type Preferences = z.infer<typeof preferencesSchema>;

export async function getMyProfile(ctx: DomainContext, contractorId: string) {
  const [row] = await ctx.db.select().from(contractors).where(eq(contractors.id, contractorId));
  if (!row) throw new NotFoundError("This account");
  return row;
}

/** The contractor changes their own preferences; a suspended contractor cannot un-suspend by resuming. */
export async function updateMyPreferences(ctx: DomainContext, contractorId: string, input: unknown): Promise<void> {
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid_input", parsed.error.issues[0]?.message ?? "Please check the form.");
  const p = parsed.data;
  const base = p.baseZip ? await lookupZip(p.baseZip) : undefined;
  if (p.baseZip && !base) throw new DomainError("invalid_input", "The base ZIP code was not found.");
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
    await audit(tx, { actorUserId: null, action: "contractor.preferences", entity: "contractor", entityId: contractorId, before: pick(current, Object.keys(after)), after }, nowOf(ctx));
  });
}

function pick(row: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}
