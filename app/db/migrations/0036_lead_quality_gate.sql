ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "market_status" text DEFAULT 'released' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "released_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quality_score" smallint;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "quality_signals" jsonb;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quote_requests_undecided_idx" ON "quote_requests" USING btree ("market_status","created_at","id") WHERE "quote_requests"."market_status" in ('pending_verification', 'held');--> statement-breakpoint
CREATE INDEX "quote_requests_ip_created_idx" ON "quote_requests" USING btree ("ip","created_at") WHERE "quote_requests"."ip" is not null;--> statement-breakpoint
CREATE INDEX "quote_requests_device_created_idx" ON "quote_requests" USING btree ("device_hash","created_at") WHERE "quote_requests"."device_hash" is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("status" in ('pending', 'available', 'sold', 'returned', 'credited', 'replaced', 'aged', 'expired', 'invalid'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_market_status_check" CHECK ("market_status" in ('pending_verification', 'held', 'released', 'rejected', 'expired'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_quality_score_check" CHECK ("quote_requests"."quality_score" is null or "quote_requests"."quality_score" between 0 and 100);--> statement-breakpoint
-- Every request stored before the gate was on the market from its creation.
UPDATE "quote_requests" SET "released_at" = "created_at";
