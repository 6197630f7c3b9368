ALTER TABLE "leads" ADD COLUMN "price_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_for_sale_zip_price_idx" ON "leads" USING btree ("category","status","zip","price_position","id") WHERE "status" in ('available', 'aged') and "leads"."price_position" >= 0;--> statement-breakpoint
CREATE INDEX "leads_for_sale_cell_price_idx" ON "leads" USING btree ("category","status",(floor("latitude" * 2)::int),(floor("longitude" * 2)::int),"price_position","id","latitude","longitude") WHERE "status" in ('available', 'aged') and "leads"."price_position" >= 0;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_price_position_check" CHECK ("leads"."price_position" between 0 and 1000000);--> statement-breakpoint
-- Leads made before this migration: their position by price-lead.ts's rule as it stands here (pros requested, the
-- calculator's urgency by lead-urgency.ts's table, its estimate by jobSizeBands); later ones get it from the code.
UPDATE "leads" AS "l" SET "price_position" = least(1000000, greatest(0, round(1000000 * (
  CASE WHEN "q"."pros_requested" = 1 THEN 1 ELSE
    (CASE WHEN "q"."pros_requested" = 2 THEN 0.6 ELSE 0.15 END)
    + (CASE
        WHEN "c"."calculator_type" = 'roofing' THEN (CASE "c"."answers"->>'timeframe' WHEN 'urgent' THEN 0.1 WHEN 'soon' THEN 0.05 ELSE 0 END)
        WHEN "c"."calculator_type" = 'electrical' THEN (CASE "c"."answers"->>'urgency' WHEN 'emergency' THEN 0.15 WHEN 'soon' THEN 0.1 WHEN 'month' THEN 0.05 ELSE 0 END)
        WHEN "c"."calculator_type" = 'plumbing' THEN (CASE "c"."answers"->>'urgency' WHEN 'emergency' THEN 0.15 WHEN 'urgent' THEN 0.1 WHEN 'soon' THEN 0.05 ELSE 0 END)
        WHEN "c"."calculator_type" = 'home-improvement' THEN (CASE "c"."answers"->>'timeline' WHEN 'asap' THEN 0.1 WHEN '2-3months' THEN 0.05 ELSE 0 END)
        ELSE 0 END)
    + (CASE WHEN "c"."estimate_amount" IS NULL THEN 0 ELSE 0.15 * least(1, greatest(0, ("c"."estimate_amount" - "b"."small")::numeric / ("b"."big" - "b"."small"))) END)
  END))))::int
FROM "quote_requests" AS "q"
LEFT JOIN "calculator_leads" AS "c" ON "c"."id" = "q"."calculator_lead_id"
LEFT JOIN (VALUES ('roofing', 8000, 30000), ('solar', 10000, 40000), ('hvac', 5000, 20000), ('home-improvement', 10000, 75000), ('electrical', 1500, 10000), ('plumbing', 1500, 8000)) AS "b" ("category", "small", "big") ON "b"."category" = "q"."category"
WHERE "q"."id" = "l"."quote_request_id";
