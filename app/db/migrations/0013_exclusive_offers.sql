ALTER TABLE "leads" ADD COLUMN "offered_to_contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "offered_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_offered_to_contractor_id_contractors_id_fk" FOREIGN KEY ("offered_to_contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractors_rating_idx" ON "contractors" USING btree ((rating_sum::float8 / nullif(rating_count, 0)) desc,rating_count desc,"id") WHERE "contractors"."rating_count" > 0 and "contractors"."status" = 'active' and "contractors"."slug" is not null;--> statement-breakpoint
CREATE INDEX "leads_offer_until_idx" ON "leads" USING btree ("offered_until") WHERE "leads"."offered_until" is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_offer_check" CHECK ("leads"."offered_until" is null or "leads"."offered_to_contractor_id" is not null);