CREATE TABLE "balance_settings" (
	"contractor_id" uuid PRIMARY KEY NOT NULL,
	"low_balance_cents" integer,
	"low_balance_alerted" boolean DEFAULT false NOT NULL,
	"recharge_below_cents" integer,
	"recharge_amount_cents" integer,
	"stripe_customer_id" text,
	"stripe_payment_method_id" text,
	"recharge_crossings" integer DEFAULT 0 NOT NULL,
	"recharge_pending" boolean DEFAULT false NOT NULL,
	"recharge_charged_crossing" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "balance_settings_low_check" CHECK ("balance_settings"."low_balance_cents" is null or "balance_settings"."low_balance_cents" > 0),
	CONSTRAINT "balance_settings_recharge_check" CHECK (("balance_settings"."recharge_below_cents" is null) = ("balance_settings"."recharge_amount_cents" is null) and coalesce("balance_settings"."recharge_amount_cents", 1) > 0 and coalesce("balance_settings"."recharge_below_cents", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "contractor_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contractor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_on" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_documents_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "contractor_documents_kind_check" CHECK ("kind" in ('license', 'insurance')),
	CONSTRAINT "contractor_documents_status_check" CHECK ("status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "contractor_documents_mime_check" CHECK ("mime" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "contractor_documents_size_check" CHECK ("contractor_documents"."size_bytes" > 0),
	CONSTRAINT "contractor_documents_reject_check" CHECK (("contractor_documents"."status" = 'rejected') = ("contractor_documents"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "document_reminders" (
	"contractor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_on" text NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_reminders_contractor_id_kind_expires_on_days_before_pk" PRIMARY KEY("contractor_id","kind","expires_on","days_before"),
	CONSTRAINT "document_reminders_kind_check" CHECK ("kind" in ('license', 'insurance'))
);
--> statement-breakpoint
CREATE TABLE "lead_skips" (
	"contractor_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_skips_contractor_id_lead_id_pk" PRIMARY KEY("contractor_id","lead_id"),
	CONSTRAINT "lead_skips_source_check" CHECK ("source" in ('auto-buy', 'alert')),
	CONSTRAINT "lead_skips_reason_check" CHECK ("reason" in ('balance', 'weekly-cap', 'paused', 'documents-expired'))
);
--> statement-breakpoint
ALTER TABLE "balance_settings" ADD CONSTRAINT "balance_settings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_documents" ADD CONSTRAINT "contractor_documents_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_documents" ADD CONSTRAINT "contractor_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_skips" ADD CONSTRAINT "lead_skips_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_skips" ADD CONSTRAINT "lead_skips_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_documents_status_created_idx" ON "contractor_documents" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contractor_documents_contractor_idx" ON "contractor_documents" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_skips_contractor_created_idx" ON "lead_skips" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_skips_created_idx" ON "lead_skips" USING btree ("created_at");