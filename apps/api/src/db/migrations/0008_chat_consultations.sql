CREATE TABLE "chat_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"learner_unread" integer DEFAULT 0 NOT NULL,
	"expert_unread" integer DEFAULT 0 NOT NULL,
	"learner_last_message_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"chat_channel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_expert" boolean NOT NULL,
	"message" text NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone,
	"rating" smallint,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_rating_range" CHECK ("chat_messages"."rating" is null or "chat_messages"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"chat_channel_id" integer NOT NULL,
	"user_course_stream_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"status" text NOT NULL,
	"start_message_id" integer NOT NULL,
	"end_message_id" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"rating" smallint,
	"opened_by" integer,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	CONSTRAINT "consultations_rating_range" CHECK ("consultations"."rating" is null or "consultations"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "course_experts" (
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_experts_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_channel_id_chat_channels_id_fk" FOREIGN KEY ("chat_channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_chat_channel_id_chat_channels_id_fk" FOREIGN KEY ("chat_channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_experts" ADD CONSTRAINT "course_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_stream_uq" ON "chat_channels" USING btree ("user_course_stream_id");--> statement-breakpoint
CREATE INDEX "chat_channels_user_idx" ON "chat_channels" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_channels_course_desk_idx" ON "chat_channels" USING btree ("project_id","course_id","expert_unread" DESC NULLS LAST,"last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_chat_created_idx" ON "chat_messages" USING btree ("chat_channel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unviewed_idx" ON "chat_messages" USING btree ("chat_channel_id","is_expert","id") WHERE not "chat_messages"."is_viewed";--> statement-breakpoint
CREATE INDEX "chat_messages_rated_idx" ON "chat_messages" USING btree ("user_id","rated_at") WHERE "chat_messages"."rating" is not null;--> statement-breakpoint
CREATE INDEX "consultations_chat_idx" ON "consultations" USING btree ("chat_channel_id","id");--> statement-breakpoint
CREATE INDEX "consultations_stream_idx" ON "consultations" USING btree ("user_course_stream_id");--> statement-breakpoint
CREATE INDEX "consultations_user_course_idx" ON "consultations" USING btree ("project_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "consultations_rated_idx" ON "consultations" USING btree ("opened_by","rated_at") WHERE "consultations"."rating" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_one_open_uq" ON "consultations" USING btree ("chat_channel_id") WHERE "consultations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "course_experts_user_idx" ON "course_experts" USING btree ("project_id","user_id");