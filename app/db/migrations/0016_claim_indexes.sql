DROP INDEX "contractors_service_zips_idx";--> statement-breakpoint
DROP INDEX "leads_alerts_unfanned_idx";--> statement-breakpoint
CREATE INDEX "leads_unoffered_idx" ON "leads" USING btree ("created_at","id") WHERE "leads"."status" = 'available' and "leads"."auto_buy_offered_at" is null;--> statement-breakpoint
CREATE INDEX "contractors_service_zips_idx" ON "contractors" USING gin ("service_zip_codes") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_alerts_unfanned_idx" ON "leads" USING btree ("created_at","id") WHERE "leads"."alerts_fanned_at" is null and "leads"."auto_buy_offered_at" is not null;