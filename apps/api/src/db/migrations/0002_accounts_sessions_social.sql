CREATE TABLE "course_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"version" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "days" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"day_of_rest" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"short_description" text,
	"required_to_complete" boolean DEFAULT true NOT NULL,
	"finish_total_time" integer DEFAULT 0 NOT NULL,
	"time_delay" integer,
	"is_demo_accessible" boolean DEFAULT false NOT NULL,
	"repeat_count" integer DEFAULT 1 NOT NULL,
	"scores" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_option_values" (
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"training_option_value_id" integer NOT NULL,
	CONSTRAINT "lesson_option_values_lesson_id_training_option_value_id_pk" PRIMARY KEY("lesson_id","training_option_value_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_set_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_set_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"repeat_count" integer DEFAULT 1 NOT NULL,
	"user_repeat_range_from" integer DEFAULT 1 NOT NULL,
	"user_repeat_range_to" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"survey_form_url" text,
	"video_file_id" integer,
	"description_video_file_id" integer,
	"vertical_video_file_id" integer,
	"vertical_description_video_file_id" integer,
	"scores" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"homework_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"training_option_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"day_id" integer,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"type" smallint DEFAULT 4 NOT NULL,
	"name" text NOT NULL,
	"path" text,
	"url" text NOT NULL,
	"mime" text,
	"size" bigint,
	"duration" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_type_code" CHECK ("files"."type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "video_subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	"file_id" integer,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"hls_playlist" text,
	"mp4_playlist" text,
	"preview" text,
	"duration" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "videos_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "course_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"type" text NOT NULL,
	"course_id" integer,
	"parent_id" integer,
	"title" text NOT NULL,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"appstore_product_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_service_id" integer NOT NULL,
	"user_course_stream_id" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_freezes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stream_freezes_dates" CHECK ("stream_freezes"."end_date" > "stream_freezes"."start_date"),
	CONSTRAINT "stream_freezes_status_code" CHECK ("stream_freezes"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "user_day_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"scores_earned" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_lesson_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"user_day_status_id" integer NOT NULL,
	"lesson_set_lesson_id" integer NOT NULL,
	"viewed_seconds" integer DEFAULT 0 NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"scores_earned" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"training_option_id" integer NOT NULL,
	"training_option_value_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_auth_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"network" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text,
	"issuer" text,
	"authorization_endpoint" text,
	"token_endpoint" text,
	"userinfo_endpoint" text,
	"scope" text DEFAULT 'openid' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_auth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"binding_hash" text NOT NULL,
	"network" text NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"session_token_hash" text,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "social_auth_states_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
CREATE TABLE "user_external_auths" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"social_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "complexity" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "consultation_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "background_image" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "short_description" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "demo_video_file_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_demo_documents_accessible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_demo_expert_message_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_demo_user_message_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_demo_offline_mode_accessible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD COLUMN "course_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD COLUMN "chat_channel_id" integer;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD COLUMN "max_consultation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD COLUMN "chat_status" text;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD COLUMN "message_expires_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "is_single_device_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "course_versions" ADD CONSTRAINT "course_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_versions" ADD CONSTRAINT "course_versions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days" ADD CONSTRAINT "days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days" ADD CONSTRAINT "days_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "days" ADD CONSTRAINT "days_stage_id_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_option_values" ADD CONSTRAINT "lesson_option_values_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_option_values" ADD CONSTRAINT "lesson_option_values_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_option_values" ADD CONSTRAINT "lesson_option_values_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_option_values" ADD CONSTRAINT "lesson_option_values_training_option_value_id_training_option_values_id_fk" FOREIGN KEY ("training_option_value_id") REFERENCES "public"."training_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_set_lessons" ADD CONSTRAINT "lesson_set_lessons_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_set_lessons" ADD CONSTRAINT "lesson_set_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_set_lessons" ADD CONSTRAINT "lesson_set_lessons_lesson_set_id_lesson_sets_id_fk" FOREIGN KEY ("lesson_set_id") REFERENCES "public"."lesson_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_set_lessons" ADD CONSTRAINT "lesson_set_lessons_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sets" ADD CONSTRAINT "lesson_sets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sets" ADD CONSTRAINT "lesson_sets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_sets" ADD CONSTRAINT "lesson_sets_day_id_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_description_video_file_id_files_id_fk" FOREIGN KEY ("description_video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_vertical_video_file_id_files_id_fk" FOREIGN KEY ("vertical_video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_vertical_description_video_file_id_files_id_fk" FOREIGN KEY ("vertical_description_video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_option_values" ADD CONSTRAINT "training_option_values_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_option_values" ADD CONSTRAINT "training_option_values_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_option_values" ADD CONSTRAINT "training_option_values_training_option_id_training_options_id_fk" FOREIGN KEY ("training_option_id") REFERENCES "public"."training_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_options" ADD CONSTRAINT "training_options_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_options" ADD CONSTRAINT "training_options_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_day_id_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_subtitles" ADD CONSTRAINT "video_subtitles_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_services" ADD CONSTRAINT "course_services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_services" ADD CONSTRAINT "course_services_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_service_id_course_services_id_fk" FOREIGN KEY ("course_service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_freezes" ADD CONSTRAINT "stream_freezes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_freezes" ADD CONSTRAINT "stream_freezes_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_day_statuses" ADD CONSTRAINT "user_day_statuses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_day_statuses" ADD CONSTRAINT "user_day_statuses_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_day_statuses" ADD CONSTRAINT "user_day_statuses_day_id_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_statuses" ADD CONSTRAINT "user_lesson_statuses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_statuses" ADD CONSTRAINT "user_lesson_statuses_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_statuses" ADD CONSTRAINT "user_lesson_statuses_user_day_status_id_user_day_statuses_id_fk" FOREIGN KEY ("user_day_status_id") REFERENCES "public"."user_day_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lesson_statuses" ADD CONSTRAINT "user_lesson_statuses_lesson_set_lesson_id_lesson_set_lessons_id_fk" FOREIGN KEY ("lesson_set_lesson_id") REFERENCES "public"."lesson_set_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_options" ADD CONSTRAINT "user_options_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_options" ADD CONSTRAINT "user_options_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_options" ADD CONSTRAINT "user_options_training_option_id_training_options_id_fk" FOREIGN KEY ("training_option_id") REFERENCES "public"."training_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_options" ADD CONSTRAINT "user_options_training_option_value_id_training_option_values_id_fk" FOREIGN KEY ("training_option_value_id") REFERENCES "public"."training_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_auth_clients" ADD CONSTRAINT "social_auth_clients_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_auth_states" ADD CONSTRAINT "social_auth_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_auth_states" ADD CONSTRAINT "social_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_external_auths" ADD CONSTRAINT "user_external_auths_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_external_auths" ADD CONSTRAINT "user_external_auths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_versions_course_version_uq" ON "course_versions" USING btree ("course_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "days_course_number_uq" ON "days" USING btree ("course_id","day_number");--> statement-breakpoint
CREATE INDEX "days_stage_idx" ON "days" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "lesson_option_values_course_idx" ON "lesson_option_values" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_set_lessons_course_idx" ON "lesson_set_lessons" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_set_lessons_set_sort_uq" ON "lesson_set_lessons" USING btree ("lesson_set_id","sort");--> statement-breakpoint
CREATE INDEX "lesson_sets_course_idx" ON "lesson_sets" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_sets_day_sort_uq" ON "lesson_sets" USING btree ("day_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_course_key_uq" ON "lessons" USING btree ("course_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "stages_course_key_uq" ON "stages" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "stages_course_sort_idx" ON "stages" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "training_option_values_course_idx" ON "training_option_values" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_option_values_option_key_uq" ON "training_option_values" USING btree ("training_option_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "training_options_course_key_uq" ON "training_options" USING btree ("course_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_course_key_uq" ON "documents" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "files_project_idx" ON "files" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_project_path_uq" ON "files" USING btree ("project_id","path") WHERE "files"."path" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "video_subtitles_video_lang_uq" ON "video_subtitles" USING btree ("video_id","language_code");--> statement-breakpoint
CREATE INDEX "course_services_project_idx" ON "course_services" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "course_services_parent_idx" ON "course_services" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_service_uq" ON "orders" USING btree ("user_id","course_service_id");--> statement-breakpoint
CREATE INDEX "orders_stream_idx" ON "orders" USING btree ("user_course_stream_id");--> statement-breakpoint
CREATE INDEX "stream_freezes_stream_idx" ON "stream_freezes" USING btree ("user_course_stream_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_day_statuses_stream_day_uq" ON "user_day_statuses" USING btree ("user_course_stream_id","day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_lesson_statuses_day_lesson_uq" ON "user_lesson_statuses" USING btree ("user_day_status_id","lesson_set_lesson_id");--> statement-breakpoint
CREATE INDEX "user_lesson_statuses_stream_idx" ON "user_lesson_statuses" USING btree ("user_course_stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_options_stream_option_uq" ON "user_options" USING btree ("user_course_stream_id","training_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_auth_clients_network_uq" ON "social_auth_clients" USING btree ("project_id","network");--> statement-breakpoint
CREATE INDEX "social_auth_states_expires_idx" ON "social_auth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_external_auths_social_uq" ON "user_external_auths" USING btree ("project_id","source","social_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_external_auths_user_source_uq" ON "user_external_auths" USING btree ("user_id","source");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_demo_video_file_id_files_id_fk" FOREIGN KEY ("demo_video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_project_slug_uq" ON "courses" USING btree ("project_id","slug") WHERE "courses"."slug" is not null;--> statement-breakpoint
CREATE INDEX "user_course_streams_course_idx" ON "user_course_streams" USING btree ("course_id");