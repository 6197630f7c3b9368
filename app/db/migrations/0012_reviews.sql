CREATE TABLE "review_invitations" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"contractor_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"body" text,
	"hired" boolean,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_hidden_check" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_invitations_due_idx" ON "review_invitations" USING btree ("due_at") WHERE "review_invitations"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_contractor_created_idx" ON "reviews" USING btree ("contractor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."reported_at" is not null;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_rating_check" CHECK ("contractors"."rating_count" >= 0 and "contractors"."rating_sum" between "contractors"."rating_count" and 5 * "contractors"."rating_count");--> statement-breakpoint
-- Hand-written: public-profile slugs for contractors approved before slugs existed (new ones get theirs at approval).
-- The business name in lower case, runs of other characters as one hyphen; a name shared by several contractors keeps
-- the plain slug for the oldest and adds the first 8 characters of the id for the others.
WITH named AS (
	SELECT id, coalesce(nullif(trim(both '-' from regexp_replace(lower(business_name), '[^a-z0-9]+', '-', 'g')), ''), 'pro') AS base,
		row_number() OVER (PARTITION BY regexp_replace(lower(business_name), '[^a-z0-9]+', '-', 'g') ORDER BY created_at, id) AS n
	FROM "contractors"
)
UPDATE "contractors" c SET "slug" = CASE WHEN named.n = 1 THEN named.base ELSE named.base || '-' || substr(c.id::text, 1, 8) END
FROM named WHERE named.id = c.id AND c."slug" IS NULL;
