CREATE TABLE "lead_alerts" (
	"lead_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text NOT NULL,
	"release_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_alerts_pkey" PRIMARY KEY("lead_id","contractor_id"),
	CONSTRAINT "lead_alerts_status_check" CHECK ("status" in ('sent', 'held', 'digested')),
	CONSTRAINT "lead_alerts_release_check" CHECK ("lead_alerts"."status" <> 'held' or "lead_alerts"."release_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_categories" text[];--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_quiet_start" integer;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_quiet_end" integer;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_time_zone" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_hourly_cap" integer;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "alert_unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "alerts_fanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_alerts_contractor_idx" ON "lead_alerts" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_alerts_held_idx" ON "lead_alerts" USING btree ("release_at") WHERE "lead_alerts"."status" = 'held';--> statement-breakpoint
CREATE INDEX "leads_alerts_unfanned_idx" ON "leads" USING btree ("created_at","id") WHERE "leads"."alerts_fanned_at" is null;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_alert_unsubscribe_token_unique" UNIQUE("alert_unsubscribe_token");--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_alert_quiet_check" CHECK (("contractors"."alert_quiet_start" is null) = ("contractors"."alert_quiet_end" is null) and coalesce("contractors"."alert_quiet_start", 0) between 0 and 1439 and coalesce("contractors"."alert_quiet_end", 0) between 0 and 1439);--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_alert_cap_check" CHECK ("contractors"."alert_hourly_cap" is null or "contractors"."alert_hourly_cap" >= 1);