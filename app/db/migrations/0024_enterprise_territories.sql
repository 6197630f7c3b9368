CREATE TABLE "enterprise_territories" (
	"zip" text PRIMARY KEY NOT NULL,
	"contractor_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enterprise_territories_zip_check" CHECK ("enterprise_territories"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "enterprise_territories" ADD CONSTRAINT "enterprise_territories_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_territories_contractor_idx" ON "enterprise_territories" USING btree ("contractor_id");