CREATE TABLE "consent_certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"body" jsonb NOT NULL,
	"signature" text NOT NULL,
	"purge_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_certificates_quote_request_id_unique" UNIQUE("quote_request_id")
);
--> statement-breakpoint
ALTER TABLE "consent_certificates" ADD CONSTRAINT "consent_certificates_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_certificates_purge_idx" ON "consent_certificates" USING btree ("purge_after") WHERE "consent_certificates"."purge_after" is not null;