CREATE TABLE "inbound_texts" (
	"message_sid" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone_hmac" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inbound_texts_received_idx" ON "inbound_texts" USING btree ("received_at");