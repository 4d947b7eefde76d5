CREATE TABLE "course_stage_homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"is_required" integer DEFAULT 0 NOT NULL,
	"is_demo_accessible" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"exercises" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scores" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_day_homeworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"is_required" integer DEFAULT 0 NOT NULL,
	"is_demo_accessible" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_homework_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"homework_id" integer NOT NULL,
	"status" text DEFAULT 'NOT_UPLOADED' NOT NULL,
	"exercise_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chat_channel_id" integer,
	"answer_message_id" integer,
	"review_message_id" integer,
	"review_comment" text,
	"reviewer_id" integer,
	"handed_in_at" timestamp with time zone,
	"last_handed_in_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"scores_earned" integer DEFAULT 0 NOT NULL,
	"scores_credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_homework_statuses_handed_in" CHECK ("user_homework_statuses"."status" = 'NOT_UPLOADED' or "user_homework_statuses"."handed_in_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "purpose" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_stage_homeworks" ADD CONSTRAINT "course_stage_homeworks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_stage_homeworks" ADD CONSTRAINT "course_stage_homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_stage_homeworks" ADD CONSTRAINT "course_stage_homeworks_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_stage_homeworks" ADD CONSTRAINT "course_stage_homeworks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_day_homeworks" ADD CONSTRAINT "stage_day_homeworks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_day_homeworks" ADD CONSTRAINT "stage_day_homeworks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_day_homeworks" ADD CONSTRAINT "stage_day_homeworks_day_id_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_day_homeworks" ADD CONSTRAINT "stage_day_homeworks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_chat_channel_id_chat_channels_id_fk" FOREIGN KEY ("chat_channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_answer_message_id_chat_messages_id_fk" FOREIGN KEY ("answer_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_review_message_id_chat_messages_id_fk" FOREIGN KEY ("review_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_homework_statuses" ADD CONSTRAINT "user_homework_statuses_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_stage_homeworks_stage_homework_uq" ON "course_stage_homeworks" USING btree ("stage_id","homework_id");--> statement-breakpoint
CREATE INDEX "course_stage_homeworks_course_idx" ON "course_stage_homeworks" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homeworks_course_key_uq" ON "homeworks" USING btree ("course_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_day_homeworks_day_homework_uq" ON "stage_day_homeworks" USING btree ("day_id","homework_id");--> statement-breakpoint
CREATE INDEX "stage_day_homeworks_course_idx" ON "stage_day_homeworks" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_homework_statuses_stream_target_uq" ON "user_homework_statuses" USING btree ("user_course_stream_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "user_homework_statuses_user_idx" ON "user_homework_statuses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_homework_statuses_queue_idx" ON "user_homework_statuses" USING btree ("course_id","last_handed_in_at") WHERE "user_homework_statuses"."status" = 'UPLOADED';--> statement-breakpoint
ALTER TABLE "stages" DROP COLUMN "homework_required";