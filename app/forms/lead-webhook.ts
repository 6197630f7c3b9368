/**
 * The body of the Enterprise webhook (docs/api.md "Webhooks"), in the Standard
 * Webhooks shape { type, timestamp, data }. The composer
 * (app/domain/deliveries/compose-lead-webhook.ts) is typed from it and
 * /api/v1/openapi.json documents it under `webhooks`; the contract test checks
 * every body the integration suite produces against that document.
 */
import { z } from "zod";
import { categorySlugs } from "~/content/categories";
import { homeownerSchema, projectSchema } from "./api-v1";
import { signedCertificateSchema } from "./consent-certificate";

export const LEAD_PURCHASED_EVENT = "lead.purchased";

export const leadPurchasedWebhookSchema = z
  .object({
    type: z.literal(LEAD_PURCHASED_EVENT),
    timestamp: z.iso.datetime().meta({ description: "When the lead was bought (ISO 8601 UTC)." }),
    data: z.object({
      purchaseId: z.guid().meta({ description: "The id GET /api/v1/purchases/{purchaseId} answers for." }),
      leadId: z.guid(),
      reference: z.string().meta({ description: "The quote request's reference, which the homeowner also has." }),
      category: z.enum(categorySlugs),
      categoryName: z.string(),
      priceCents: z.int().min(0).meta({ description: "What you paid, in US cents (0 for a replacement)." }),
      currency: z.literal("USD"),
      replacement: z.boolean().meta({ description: "Given in place of a returned lead (no money moved)." }),
      autoBuy: z.boolean().meta({ description: "Bought by your auto-buy rules." }),
      homeowner: homeownerSchema,
      project: projectSchema,
      leadCreatedAt: z.iso.datetime(),
      phoneVerifiedAt: z.iso
        .datetime()
        .nullable()
        .meta({ description: "When the homeowner entered the 6-digit code texted to the phone number (decision 0048); null when never verified." }),
      purchasedAt: z.iso.datetime(),
      url: z.url().meta({ description: "The lead's page on the contractor dashboard." }),
      consentCertificate: signedCertificateSchema.nullable().meta({
        description:
          "The homeowner's signed consent certificate (verify it with POST /api/v1/certificates/verify or offline); null for a request stored before certificates existed.",
      }),
    }),
  })
  .meta({ description: "One POST per bought lead: on the dashboard, by auto-buy, through the API, or given as a return's replacement." });

export type LeadPurchasedWebhook = z.output<typeof leadPurchasedWebhookSchema>;
