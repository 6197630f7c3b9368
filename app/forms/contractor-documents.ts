/**
 * /pro/documents (a renewed license or insurance certificate with the expiry date it shows), the admin's review on
 * /admin/documents, and the low-balance alert and auto-recharge on /pro/settings.
 */
import { z } from "zod";
import { DOCUMENT_KINDS } from "~/db/enums";
import { adminReason, ISO_DATE_MESSAGE } from "./admin-contractor";
import { choice, field, optionalDollarsField, upload } from "./fields";
import { isUuid } from "./ids";

export const DOCUMENT_KIND_MESSAGE = "Please choose the license or the insurance certificate.";
export const DOCUMENT_FILE_MESSAGE = "Please attach the renewed document (PDF, JPG or PNG).";
export const EXPIRY_DATE_MESSAGE = "Please enter the new expiry date shown on the document (YYYY-MM-DD).";
export const AMOUNT_MESSAGE = "Please enter an amount in dollars, e.g. 50, or leave it empty.";

const isoDate = field((raw) => {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (value === "") return { ok: false as const, message: EXPIRY_DATE_MESSAGE };
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? { ok: true as const, value }
    : { ok: false as const, message: ISO_DATE_MESSAGE };
});

/** The text fields of the upload form (the file is read and checked by content on the server: lib/uploads.server.ts). */
export const documentUploadSchema = z.object({
  kind: choice(DOCUMENT_KINDS, DOCUMENT_KIND_MESSAGE),
  expiresOn: isoDate,
  file: upload({ kind: "document", required: DOCUMENT_FILE_MESSAGE }),
});
export type DocumentUploadInput = z.output<typeof documentUploadSchema>;

const documentId = field((raw) =>
  typeof raw === "string" && isUuid(raw) ? { ok: true as const, value: raw } : { ok: false as const, message: "Unknown document." },
);

export const documentReviewSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), documentId }),
  z.object({ intent: z.literal("reject"), documentId, reason: adminReason }),
]);
export type DocumentReviewInput = z.output<typeof documentReviewSchema>;

/** /pro/settings, intent "balance": the low-balance alert threshold (blank: no alert). */
export const balanceSettingsSchema = z
  .object({ intent: z.literal("balance"), lowBalance: optionalDollarsField({ invalid: AMOUNT_MESSAGE }) })
  .refine((v) => v.lowBalance !== 0, { message: AMOUNT_MESSAGE, path: ["lowBalance"] });
export type BalanceSettingsInput = z.output<typeof balanceSettingsSchema>;

export const RECHARGE_PAIR_MESSAGE = "Please enter both the balance that triggers a recharge and the amount to add, or neither.";
export const RECHARGE_AMOUNT_MESSAGE = "Recharges must be between $10 and $10,000.";

/** /pro/settings, intent "recharge": "add $amount when the balance falls below $below"; both blank turns it off. */
export const autoRechargeSchema = z
  .object({
    intent: z.literal("recharge"),
    rechargeBelow: optionalDollarsField({ invalid: AMOUNT_MESSAGE }),
    rechargeAmount: optionalDollarsField({ invalid: AMOUNT_MESSAGE }),
  })
  .refine((v) => (v.rechargeBelow === null) === (v.rechargeAmount === null) && v.rechargeBelow !== 0, {
    message: RECHARGE_PAIR_MESSAGE,
    path: ["rechargeBelow"],
  })
  .refine((v) => v.rechargeAmount === null || (v.rechargeAmount >= 10_00 && v.rechargeAmount <= 10_000_00), {
    message: RECHARGE_AMOUNT_MESSAGE,
    path: ["rechargeAmount"],
  })
  .transform((v) => (v.rechargeBelow === null || v.rechargeAmount === null ? null : { belowCents: v.rechargeBelow, amountCents: v.rechargeAmount }));

export const saveCardSchema = z.object({ intent: z.literal("card") });
