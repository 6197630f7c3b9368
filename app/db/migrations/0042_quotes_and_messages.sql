CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attachments_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "purchase_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"author" text NOT NULL,
	"via" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_messages_author_check" CHECK ("author" in ('homeowner', 'pro')),
	CONSTRAINT "purchase_messages_via_check" CHECK ("via" in ('web', 'email', 'api'))
);
--> statement-breakpoint
CREATE TABLE "quote_files" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"price_low_cents" integer NOT NULL,
	"price_high_cents" integer NOT NULL,
	"includes" text NOT NULL,
	"earliest_start" date NOT NULL,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_reason" text,
	"sent_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"hired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "quotes_status_check" CHECK ("status" in ('sent', 'accepted', 'declined', 'hired')),
	CONSTRAINT "quotes_price_check" CHECK ("quotes"."price_low_cents" > 0 and "quotes"."price_high_cents" >= "quotes"."price_low_cents")
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "reply_median_minutes" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "follow_up_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reply_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_purchase_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."purchase_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_messages" ADD CONSTRAINT "purchase_messages_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_files" ADD CONSTRAINT "quote_files_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "purchase_messages_thread_idx" ON "purchase_messages" USING btree ("purchase_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_quote_request_idx" ON "quotes" USING btree ("quote_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_chosen_idx" ON "quotes" USING btree ("quote_request_id") WHERE "quotes"."status" in ('accepted', 'hired');--> statement-breakpoint
CREATE INDEX "quote_requests_follow_up_due_idx" ON "quote_requests" USING btree ("created_at") WHERE "quote_requests"."follow_up_sent_at" is null and "quote_requests"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "purchases_reply_reminder_due_idx" ON "purchases" USING btree ("purchased_at") WHERE "purchases"."first_reply_at" is null and "purchases"."reply_reminder_sent_at" is null;