CREATE TABLE "request_phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"phone_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_phone_codes_attempts_check" CHECK ("request_phone_codes"."attempts" >= 0 and "request_phone_codes"."attempts" <= 5)
);
--> statement-breakpoint
ALTER TABLE "request_phone_codes" ADD CONSTRAINT "request_phone_codes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_phone_codes_request_idx" ON "request_phone_codes" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE INDEX "request_phone_codes_phone_idx" ON "request_phone_codes" USING btree ("phone_hash","created_at");