ALTER TABLE "projects" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- A school that already offers video consultations keeps the zone its schedules were written in (issue 28).
UPDATE "projects" SET "time_zone" = o."time_zone" FROM (SELECT DISTINCT ON ("project_id") "project_id", "time_zone" FROM "video_consultation_offers" ORDER BY "project_id", "id") o WHERE o."project_id" = "projects"."id";
