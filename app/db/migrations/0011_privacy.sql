CREATE TABLE "consent_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_text_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"page_url" text,
	"email_hmac" text NOT NULL,
	"phone_hmac" text NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "privacy_requests_kind_check" CHECK ("kind" in ('delete', 'do-not-sell'))
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "contact_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consent_proofs_purge_idx" ON "consent_proofs" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "consent_proofs_phone_idx" ON "consent_proofs" USING btree ("phone_hmac");--> statement-breakpoint
CREATE INDEX "privacy_requests_expires_idx" ON "privacy_requests" USING btree ("expires_at");