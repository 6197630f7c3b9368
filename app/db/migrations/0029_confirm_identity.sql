ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "old_email" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "revert_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_revert_token_hash_unique" UNIQUE("revert_token_hash");