CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"kind" text,
	"mime" text,
	"size" bigint NOT NULL,
	"original_name" text NOT NULL,
	"storage_path" text,
	"preview_path" text,
	"attached_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_ready_has_file" CHECK ("uploads"."status" <> 'ready' or ("uploads"."storage_path" is not null and "uploads"."kind" is not null))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_attached_message_id_chat_messages_id_fk" FOREIGN KEY ("attached_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_unfinished_idx" ON "uploads" USING btree ("user_id") WHERE "uploads"."status" = 'uploading';--> statement-breakpoint
CREATE INDEX "uploads_message_idx" ON "uploads" USING btree ("attached_message_id") WHERE "uploads"."attached_message_id" is not null;--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_message_id" is null;