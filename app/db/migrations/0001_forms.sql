CREATE TABLE "application_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_files_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "application_files_application_kind_unique" UNIQUE("application_id","kind"),
	CONSTRAINT "application_files_kind_check" CHECK ("kind" in ('license', 'insurance')),
	CONSTRAINT "application_files_mime_check" CHECK ("mime" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "application_files_size_check" CHECK ("application_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "calculator_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calculator_type" text NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"estimate_amount" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"consent_text_version" text,
	"consented_at" timestamp with time zone,
	"page_url" text,
	"ip" text,
	"user_agent" text,
	"quote_request_id" uuid,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_leads_quote_request_id_unique" UNIQUE("quote_request_id"),
	CONSTRAINT "calculator_leads_type_check" CHECK ("calculator_type" in ('roofing', 'solar', 'hvac', 'home-improvement', 'electrical', 'plumbing')),
	CONSTRAINT "calculator_leads_consent_check" CHECK (("calculator_leads"."consent_text_version" is null) = ("calculator_leads"."consented_at" is null))
);
--> statement-breakpoint
CREATE TABLE "career_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"note" text,
	"resume_stored_name" text NOT NULL,
	"resume_original_name" text NOT NULL,
	"resume_mime" text NOT NULL,
	"resume_size_bytes" integer NOT NULL,
	"resume_sha256" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_applications_resume_stored_name_unique" UNIQUE("resume_stored_name"),
	CONSTRAINT "career_applications_resume_mime_check" CHECK ("career_applications"."resume_mime" = 'application/pdf'),
	CONSTRAINT "career_applications_resume_size_check" CHECK ("career_applications"."resume_size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_role_check" CHECK ("role" in ('homeowner', 'contractor', 'other'))
);
--> statement-breakpoint
CREATE TABLE "contractor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"license_number" text NOT NULL,
	"years_in_business" integer NOT NULL,
	"service_category" text NOT NULL,
	"service_areas" text NOT NULL,
	"insurance_provider" text NOT NULL,
	"website" text,
	"additional_info" text,
	"certified_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_applications_years_check" CHECK ("contractor_applications"."years_in_business" >= 0),
	CONSTRAINT "contractor_applications_category_check" CHECK ("service_category" in ('roofing', 'solar', 'hvac', 'home-improvement', 'electrical', 'plumbing', 'windows', 'painting', 'flooring', 'landscaping')),
	CONSTRAINT "contractor_applications_status_check" CHECK ("status" in ('submitted', 'in_review', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"fingerprint" text NOT NULL,
	"record_id" uuid NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"category" text NOT NULL,
	"zip" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"status_reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_quote_request_seq_unique" UNIQUE("quote_request_id","seq"),
	CONSTRAINT "leads_seq_check" CHECK ("leads"."seq" between 1 and 3),
	CONSTRAINT "leads_status_check" CHECK ("status" in ('available', 'sold', 'returned', 'credited', 'replaced', 'aged', 'expired', 'invalid')),
	CONSTRAINT "leads_category_check" CHECK ("category" in ('roofing', 'solar', 'hvac', 'home-improvement', 'electrical', 'plumbing'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_check" CHECK ("channel" in ('email', 'sms')),
	CONSTRAINT "outbox_status_check" CHECK ("status" in ('pending', 'sent', 'failed', 'stored'))
);
--> statement-breakpoint
CREATE TABLE "pricing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"business_name" text NOT NULL,
	"website" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"category" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"pros_requested" smallint NOT NULL,
	"source" text NOT NULL,
	"calculator_lead_id" uuid,
	"is_duplicate" boolean DEFAULT false NOT NULL,
	"duplicate_of_id" uuid,
	"consent_text_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"page_url" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "quote_requests_calculator_lead_id_unique" UNIQUE("calculator_lead_id"),
	CONSTRAINT "quote_requests_pros_check" CHECK ("quote_requests"."pros_requested" between 1 and 3),
	CONSTRAINT "quote_requests_category_check" CHECK ("category" in ('roofing', 'solar', 'hvac', 'home-improvement', 'electrical', 'plumbing')),
	CONSTRAINT "quote_requests_source_check" CHECK ("source" in ('form', 'calculator')),
	CONSTRAINT "quote_requests_zip_check" CHECK ("quote_requests"."zip" ~ '^[0-9]{5}$'),
	CONSTRAINT "quote_requests_duplicate_check" CHECK ("quote_requests"."is_duplicate" = ("quote_requests"."duplicate_of_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_contractor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."contractor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculator_leads" ADD CONSTRAINT "calculator_leads_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_calculator_lead_id_calculator_leads_id_fk" FOREIGN KEY ("calculator_lead_id") REFERENCES "public"."calculator_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_duplicate_of_id_quote_requests_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_leads_created_at_idx" ON "calculator_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "career_applications_created_at_idx" ON "career_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contractor_applications_status_idx" ON "contractor_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_fingerprint_idx" ON "form_submissions" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_category_zip_idx" ON "leads" USING btree ("status","category","zip");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pricing_requests_created_at_idx" ON "pricing_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_email_category_idx" ON "quote_requests" USING btree ("email","category","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_phone_category_idx" ON "quote_requests" USING btree ("phone","category","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");