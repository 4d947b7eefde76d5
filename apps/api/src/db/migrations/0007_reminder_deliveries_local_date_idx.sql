DROP INDEX "reminder_deliveries_claimed_idx";--> statement-breakpoint
CREATE INDEX "reminder_deliveries_local_date_idx" ON "reminder_deliveries" USING btree ("local_date");