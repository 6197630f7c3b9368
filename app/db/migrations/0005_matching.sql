ALTER TABLE "contractors" ADD COLUMN "area_min_lat" double precision GENERATED ALWAYS AS (base_lat - (degrees((radius_miles::float8 / 3958.8)) + 1e-6)) STORED;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "area_max_lat" double precision GENERATED ALWAYS AS (base_lat + (degrees((radius_miles::float8 / 3958.8)) + 1e-6)) STORED;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "area_min_lng" double precision GENERATED ALWAYS AS (base_lng - (case when abs(base_lat) + degrees((radius_miles::float8 / 3958.8)) + 1e-6 >= 90 then 360 else degrees(asin(sin((radius_miles::float8 / 3958.8)) / cos(radians(base_lat)))) + 1e-6 end)) STORED;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "area_max_lng" double precision GENERATED ALWAYS AS (base_lng + (case when abs(base_lat) + degrees((radius_miles::float8 / 3958.8)) + 1e-6 >= 90 then 360 else degrees(asin(sin((radius_miles::float8 / 3958.8)) / cos(radians(base_lat)))) + 1e-6 end)) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "longitude" double precision;--> statement-breakpoint
-- Existing leads take their request's ZIP centroid (hand-written: drizzle-kit adds NOT NULL columns in one step).
UPDATE "leads" SET "latitude" = q."latitude", "longitude" = q."longitude" FROM "quote_requests" q WHERE q."id" = "leads"."quote_request_id";--> statement-breakpoint
-- Hand-written: a writer that does not set the new columns (the previous release, still serving while this
-- one rolls out: docs/deploy.md) gets them from its request, so the NOT NULL below breaks no running code.
CREATE FUNCTION "leads_fill_location"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."latitude" IS NULL OR NEW."longitude" IS NULL THEN
    SELECT q."latitude", q."longitude" INTO NEW."latitude", NEW."longitude" FROM "quote_requests" q WHERE q."id" = NEW."quote_request_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_fill_location" BEFORE INSERT ON "leads" FOR EACH ROW EXECUTE FUNCTION "leads_fill_location"();--> statement-breakpoint
-- contract: none removed; leads.latitude/longitude are tightened in the release that adds them, safe for the previous release because leads_fill_location fills them for it.
ALTER TABLE "leads" ALTER COLUMN "latitude" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "longitude" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contractors_service_zips_idx" ON "contractors" USING gin ("service_zip_codes");--> statement-breakpoint
CREATE INDEX "contractors_area_box_idx" ON "contractors" USING gist (box(point(area_min_lng, area_min_lat), point(area_max_lng, area_max_lat)));--> statement-breakpoint
CREATE INDEX "leads_for_sale_zip_idx" ON "leads" USING btree ("category","zip","created_at","id","quote_request_id") WHERE "status" in ('available', 'aged');--> statement-breakpoint
CREATE INDEX "leads_for_sale_geo_idx" ON "leads" USING btree ("category","latitude","longitude","created_at","id","quote_request_id") WHERE "status" in ('available', 'aged');--> statement-breakpoint
-- Hand-written (decision 0017): the marketplace's reads of leads are short index scans of one page; a parallel plan
-- spends more starting its workers (tens of ms) than the scan takes (a few ms), so the planner is not offered one.
ALTER TABLE "leads" SET (parallel_workers = 0);
