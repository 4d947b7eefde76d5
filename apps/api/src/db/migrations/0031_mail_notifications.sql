CREATE TABLE "mail_digest_marks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_message_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_notification_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_notification_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_notification_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_digest_marks" ADD CONSTRAINT "mail_digest_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_notification_claims" ADD CONSTRAINT "mail_notification_claims_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_notification_claims" ADD CONSTRAINT "mail_notification_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_notification_opt_outs" ADD CONSTRAINT "mail_notification_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_notification_claims_uq" ON "mail_notification_claims" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "mail_notification_claims_created_idx" ON "mail_notification_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_expert_unviewed_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."is_expert" and not "chat_messages"."is_viewed";--> statement-breakpoint
CREATE INDEX "user_course_streams_end_idx" ON "user_course_streams" USING btree ("end_date");