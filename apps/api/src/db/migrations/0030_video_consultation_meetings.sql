ALTER TABLE "video_consultations" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD COLUMN "meeting_note" text;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "video_consultations_reminder_idx" ON "video_consultations" USING btree ("start_date_time") WHERE "video_consultations"."status" = 'confirmed';