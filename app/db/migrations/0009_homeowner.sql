CREATE TABLE "request_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "unmatched_requests" (
	"quote_request_id" uuid PRIMARY KEY NOT NULL,
	"notify_by" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_links" ADD CONSTRAINT "request_links_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_requests" ADD CONSTRAINT "unmatched_requests_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_links_quote_request_idx" ON "request_links" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "request_links_expires_idx" ON "request_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "unmatched_requests_due_idx" ON "unmatched_requests" USING btree ("notify_by") WHERE "unmatched_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "unmatched_requests_created_at_idx" ON "unmatched_requests" USING btree ("created_at");