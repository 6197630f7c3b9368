CREATE TABLE "request_photos" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"stored_name" text NOT NULL,
	"thumb_stored_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_photos_quote_request_id_position_pk" PRIMARY KEY("quote_request_id","position"),
	CONSTRAINT "request_photos_id_unique" UNIQUE("id"),
	CONSTRAINT "request_photos_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "request_photos_thumb_stored_name_unique" UNIQUE("thumb_stored_name"),
	CONSTRAINT "request_photos_position_check" CHECK ("request_photos"."position" >= 0 and "request_photos"."position" < 5),
	CONSTRAINT "request_photos_size_check" CHECK ("request_photos"."size_bytes" > 0 and "request_photos"."width" > 0 and "request_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;