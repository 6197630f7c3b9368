ALTER TABLE "lead_alerts" ADD COLUMN "quote_request_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_alerts" ADD CONSTRAINT "lead_alerts_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_alerts_request_contractor_unique" ON "lead_alerts" USING btree ("quote_request_id","contractor_id");--> statement-breakpoint
-- Hand-written: alerts made before this column name their request, one per request and contractor (the oldest;
-- a request for several pros used to alert a contractor once per lead, and those extra rows stay without it).
UPDATE "lead_alerts" la SET "quote_request_id" = first.quote_request_id
FROM (
	SELECT DISTINCT ON (l.quote_request_id, a.contractor_id) a.lead_id, a.contractor_id, l.quote_request_id
	FROM "lead_alerts" a JOIN "leads" l ON l.id = a.lead_id
	ORDER BY l.quote_request_id, a.contractor_id, a.created_at, a.lead_id
) first
WHERE la.lead_id = first.lead_id AND la.contractor_id = first.contractor_id;
