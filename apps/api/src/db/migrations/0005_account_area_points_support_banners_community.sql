CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"image_name" text NOT NULL,
	"image_mime" text,
	"link" text,
	"platforms" text[] DEFAULT '{}' NOT NULL,
	"positions" integer[] DEFAULT '{}' NOT NULL,
	"course_ids" integer[] DEFAULT '{}' NOT NULL,
	"community_ids" integer[] DEFAULT '{}' NOT NULL,
	"application_ids" integer[] DEFAULT '{}' NOT NULL,
	"stage_day_ids" integer[] DEFAULT '{}' NOT NULL,
	"not_display_course_ids" integer[] DEFAULT '{}' NOT NULL,
	"not_display_community_ids" integer[] DEFAULT '{}' NOT NULL,
	"not_display_application_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"community_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"preview_image" text,
	"views" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"type" text DEFAULT 'club' NOT NULL,
	"title" text NOT NULL,
	"slug" text,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "discount_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_score_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "support_categories" (
	"project_id" integer NOT NULL,
	"id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"target_product" integer DEFAULT 0 NOT NULL,
	"require_product" boolean DEFAULT false NOT NULL,
	CONSTRAINT "support_categories_project_id_id_pk" PRIMARY KEY("project_id","id")
);
--> statement-breakpoint
CREATE TABLE "tech_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"support_category_id" integer,
	"target_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_credits" ADD CONSTRAINT "discount_credits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_credits" ADD CONSTRAINT "discount_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_credits" ADD CONSTRAINT "discount_credits_user_score_id_user_scores_id_fk" FOREIGN KEY ("user_score_id") REFERENCES "public"."user_scores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_categories" ADD CONSTRAINT "support_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_questions" ADD CONSTRAINT "tech_questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_questions" ADD CONSTRAINT "tech_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_project_idx" ON "banners" USING btree ("project_id","sort");--> statement-breakpoint
CREATE INDEX "articles_project_published_idx" ON "articles" USING btree ("project_id","published_at");--> statement-breakpoint
CREATE INDEX "communities_project_idx" ON "communities" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "discount_credits_user_idx" ON "discount_credits" USING btree ("user_id","used_at");--> statement-breakpoint
CREATE INDEX "tech_questions_project_idx" ON "tech_questions" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "tech_questions_user_idx" ON "tech_questions" USING btree ("user_id") WHERE "tech_questions"."user_id" is not null;