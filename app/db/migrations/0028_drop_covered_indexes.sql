-- Contraction of the single-column indexes that the keyset indexes of 0007 and later cover (decision 0019 left
-- them for later): each was one more index for every insert to maintain, on hot tables (outbox, ledger, purchases).
-- Dropping an index breaks no query of the previous release; the covering index serves it.
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "career_applications_created_at_idx";--> statement-breakpoint
DROP INDEX "contractor_applications_status_idx";--> statement-breakpoint
DROP INDEX "outbox_created_at_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "pricing_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_contractor_idx";--> statement-breakpoint
DROP INDEX "lead_returns_status_idx";--> statement-breakpoint
DROP INDEX "purchases_contractor_idx";--> statement-breakpoint
DROP INDEX "lead_price_changes_at_idx";