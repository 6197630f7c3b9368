ALTER TABLE "api_requests" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
CREATE INDEX "api_requests_purchase_idx" ON "api_requests" USING btree ("purchase_id");--> statement-breakpoint
-- Rows from before the column: the purchase is in the stored answer (a PATCH answers {purchase}, a return {return}).
UPDATE "api_requests" SET "purchase_id" = p."id" FROM "purchases" p WHERE "api_requests"."purchase_id" IS NULL AND p."id"::text = coalesce("api_requests"."body"->'purchase'->>'purchaseId', "api_requests"."body"->'return'->>'purchaseId');
