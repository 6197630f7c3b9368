CREATE INDEX "audit_log_entity_at_id_idx" ON "audit_log" USING btree ("entity","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "lead_price_changes_at_id_idx" ON "lead_price_changes" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "lead_price_changes_category_at_id_idx" ON "lead_price_changes" USING btree ("category","at","id");