CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_title" text,
	"main_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_course_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"status" text NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"days_count" integer DEFAULT 0 NOT NULL,
	"complete_days_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"course_full_access" boolean DEFAULT true NOT NULL,
	"mobile_access" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"statistic" boolean DEFAULT true NOT NULL,
	"facebook_pixel_id" text,
	"tag_id" text,
	"demo_course_service_id" integer,
	"is_demo_accessible" boolean DEFAULT false NOT NULL,
	"is_app_store_support" boolean DEFAULT false NOT NULL,
	"is_banner_enable" boolean DEFAULT true NOT NULL,
	"is_chat_support" boolean DEFAULT true NOT NULL,
	"is_video_consultation_support" boolean DEFAULT true NOT NULL,
	"is_offline_enable" boolean DEFAULT false NOT NULL,
	"is_user_anon_auth_enable" boolean DEFAULT false NOT NULL,
	"is_registration_enable" boolean DEFAULT false NOT NULL,
	"sales_email" text,
	"days_show_warning" integer DEFAULT 3 NOT NULL,
	"support_category_ids" jsonb DEFAULT '{"passHomework":10,"renewCourse":7,"renewConsultation":7}'::jsonb NOT NULL,
	"social_auth" jsonb DEFAULT '{"android":["google","vkontakte","facebook","apple"],"ios":["apple","google","vkontakte","facebook"],"web":["google","apple","facebook","vkontakte"]}'::jsonb NOT NULL,
	"user_info_chat" boolean DEFAULT false NOT NULL,
	"message_delay" integer DEFAULT 15 NOT NULL,
	"instruction_url" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guideline_url" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"community_url" text,
	"community_api_url" text,
	"club_in_app" jsonb
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"host" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"favicon" text,
	"ga_id" text,
	"ya_id" text,
	"support_email" text,
	"whatsapp_number" text,
	"default_language" text DEFAULT 'ru' NOT NULL,
	"languages" jsonb NOT NULL,
	"frontend_settings" jsonb NOT NULL,
	"push" jsonb DEFAULT '{"enabled":false,"vapidPublicKey":null}'::jsonb NOT NULL,
	"auth" jsonb DEFAULT '{"enabled":false,"clients":{}}'::jsonb NOT NULL,
	"notification_websocket_uri" text,
	"jira_enabled" boolean DEFAULT false NOT NULL,
	"country" text,
	CONSTRAINT "domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile_app_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"app_type" text NOT NULL,
	"app_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"email" text,
	"password_hash" text,
	"role" text DEFAULT 'learner' NOT NULL,
	"name" text,
	"last_name" text,
	"city" text,
	"gender" text,
	"phone" text,
	"birthday" date,
	"instagram_id" text,
	"disable_notification" boolean DEFAULT false NOT NULL,
	"timezone" text,
	"locale" text,
	"language_code" text,
	"status" smallint DEFAULT 10 NOT NULL,
	"avatar_file_id" integer,
	"is_require_update_password" boolean DEFAULT false NOT NULL,
	"is_require_update_profile" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"app_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD CONSTRAINT "user_course_streams_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD CONSTRAINT "user_course_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_course_streams" ADD CONSTRAINT "user_course_streams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_failures" ADD CONSTRAINT "auth_failures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scores" ADD CONSTRAINT "user_scores_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scores" ADD CONSTRAINT "user_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_project_idx" ON "courses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "user_course_streams_user_idx" ON "user_course_streams" USING btree ("project_id","user_id","id");--> statement-breakpoint
CREATE INDEX "auth_failures_key_idx" ON "auth_failures" USING btree ("project_id","key","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_scores_user_idx" ON "user_scores" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_project_email_uq" ON "users" USING btree ("project_id","email") WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_project_app_id_uq" ON "users" USING btree ("project_id","app_id") WHERE "users"."app_id" is not null;