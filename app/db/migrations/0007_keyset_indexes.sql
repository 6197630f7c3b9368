CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "career_applications_created_id_idx" ON "career_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contractor_applications_created_id_idx" ON "contractor_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contractor_applications_status_created_id_idx" ON "contractor_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contractors_name_id_idx" ON "contractors" USING btree ("business_name","id");--> statement-breakpoint
CREATE INDEX "outbox_created_id_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_channel_created_id_idx" ON "outbox" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_status_created_id_idx" ON "outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_to_created_id_idx" ON "outbox" USING btree (lower("to"),"created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_id_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_category_created_id_idx" ON "leads" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_id_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pricing_requests_created_id_idx" ON "pricing_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_contractor_created_id_idx" ON "ledger_entries" USING btree ("contractor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_returns_status_created_id_idx" ON "lead_returns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchases_contractor_purchased_id_idx" ON "purchases" USING btree ("contractor_id","purchased_at","id");