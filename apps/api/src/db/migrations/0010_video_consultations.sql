CREATE TABLE "video_consultation_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"count_per_stream" integer NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"schedule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_consultation_offers_count" CHECK ("video_consultation_offers"."count_per_stream" >= 0)
);
--> statement-breakpoint
CREATE TABLE "video_consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"start_date_time" timestamp with time zone,
	"note" text,
	"phone" text,
	"ordered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_consultation_offers" ADD CONSTRAINT "video_consultation_offers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_consultation_offers" ADD CONSTRAINT "video_consultation_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD CONSTRAINT "video_consultations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD CONSTRAINT "video_consultations_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD CONSTRAINT "video_consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD CONSTRAINT "video_consultations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_consultations" ADD CONSTRAINT "video_consultations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_consultation_offers_course_uq" ON "video_consultation_offers" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_consultations_stream_seq_uq" ON "video_consultations" USING btree ("user_course_stream_id","seq");--> statement-breakpoint
CREATE INDEX "video_consultations_user_idx" ON "video_consultations" USING btree ("project_id","user_id","id");--> statement-breakpoint
CREATE INDEX "video_consultations_desk_idx" ON "video_consultations" USING btree ("project_id","course_id","status","start_date_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_consultations_slot_uq" ON "video_consultations" USING btree ("course_id","start_date_time") WHERE "video_consultations"."status" in ('waiting', 'confirmed');