CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "lead_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"kind" text NOT NULL,
	"before_min" integer NOT NULL,
	"before_max" integer NOT NULL,
	"after_min" integer NOT NULL,
	"after_max" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_prices" (
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"kind" text NOT NULL,
	"min_dollars" integer NOT NULL,
	"max_dollars" integer NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_prices_category_tier_kind_pk" PRIMARY KEY("category","tier","kind"),
	CONSTRAINT "lead_prices_category_check" CHECK ("category" in ('roofing', 'solar', 'hvac', 'home-improvement', 'electrical', 'plumbing')),
	CONSTRAINT "lead_prices_tier_check" CHECK ("tier" in ('payAsYouGo', 'professional', 'enterprise')),
	CONSTRAINT "lead_prices_kind_check" CHECK ("kind" in ('fresh', 'aged')),
	CONSTRAINT "lead_prices_range_check" CHECK ("lead_prices"."min_dollars" >= 1 and "lead_prices"."max_dollars" >= "lead_prices"."min_dollars" and "lead_prices"."max_dollars" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel_check";--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "auto_buy_offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "contractor_id" uuid;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_price_changes" ADD CONSTRAINT "lead_price_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_prices" ADD CONSTRAINT "lead_prices_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_contractor_idx" ON "api_keys" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "lead_price_changes_at_idx" ON "lead_price_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "lead_price_changes_key_idx" ON "lead_price_changes" USING btree ("category","tier","kind","at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("channel" in ('email', 'sms', 'webhook'));