CREATE TABLE "catalog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_service_id" integer NOT NULL,
	"category_id" integer,
	"alias" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"author" text,
	"preview_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_products_type" CHECK ("catalog_products"."type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "course_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"course_service_id" integer NOT NULL,
	"relation_type_id" integer DEFAULT 1 NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_file_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_offers_type" CHECK ("course_offers"."type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"course_service_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_usage" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."usage_limit" is null or "discount_codes"."used_count" <= "discount_codes"."usage_limit")),
	CONSTRAINT "discount_codes_value" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" <> 'percent' or "discount_codes"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'manual' NOT NULL,
	"manual_instructions" text,
	"cancel_popup_text" text,
	"stripe_secret_key" text,
	"stripe_webhook_secret" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_test_not_live" CHECK ("payment_settings"."mode" <> 'test' or "payment_settings"."stripe_secret_key" is null),
	CONSTRAINT "payment_settings_stripe_keys" CHECK ("payment_settings"."mode" <> 'stripe' or ("payment_settings"."stripe_secret_key" is not null and "payment_settings"."stripe_webhook_secret" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_service_id" integer NOT NULL,
	"user_course_stream_id" integer,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"interval" text NOT NULL,
	"period" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"next_pay_at" timestamp with time zone,
	"renewal_fails" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason_type" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_user_service_uq";--> statement-breakpoint
ALTER TABLE "course_services" ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "course_services" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "course_services" ADD COLUMN "interval" text;--> statement-breakpoint
ALTER TABLE "course_services" ADD COLUMN "period" integer;--> statement-breakpoint
ALTER TABLE "course_services" ADD COLUMN "questions_count" integer;--> statement-breakpoint
ALTER TABLE "course_services" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'buy' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marked_paid_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
-- Every order before payments was a demo order of spec 01 §4, paid when made.
UPDATE "orders" SET "demo" = true, "paid_at" = "created_at" WHERE "status" = 'paid' OR "status" = 'created';--> statement-breakpoint
UPDATE "orders" SET "status" = 'paid' WHERE "demo";--> statement-breakpoint
-- A school's one currency is the one its services already used.
UPDATE "projects" SET "currency" = s."currency" FROM (SELECT DISTINCT ON ("project_id") "project_id", "currency" FROM "course_services" ORDER BY "project_id", "id") s WHERE s."project_id" = "projects"."id";--> statement-breakpoint
UPDATE "course_services" SET "interval" = 'month', "period" = 1 WHERE "type" = 'course_subscription' AND "interval" IS NULL;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_course_service_id_course_services_id_fk" FOREIGN KEY ("course_service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_preview_file_id_files_id_fk" FOREIGN KEY ("preview_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_course_service_id_course_services_id_fk" FOREIGN KEY ("course_service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offers" ADD CONSTRAINT "course_offers_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_course_service_id_course_services_id_fk" FOREIGN KEY ("course_service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_course_service_id_course_services_id_fk" FOREIGN KEY ("course_service_id") REFERENCES "public"."course_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_user_course_stream_id_user_course_streams_id_fk" FOREIGN KEY ("user_course_stream_id") REFERENCES "public"."user_course_streams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_subscriptions" ADD CONSTRAINT "payment_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_categories_project_idx" ON "catalog_categories" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_alias_uq" ON "catalog_products" USING btree ("project_id","alias");--> statement-breakpoint
CREATE INDEX "course_offers_course_idx" ON "course_offers" USING btree ("course_id","relation_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_uq" ON "discount_codes" USING btree ("project_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_subscriptions_user_idx" ON "payment_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_subscriptions_order_uq" ON "payment_subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_subscriptions_provider_ref_uq" ON "payment_subscriptions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_subscriptions_due_idx" ON "payment_subscriptions" USING btree ("next_pay_at") WHERE "payment_subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_marked_paid_by_users_id_fk" FOREIGN KEY ("marked_paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_services_course_idx" ON "course_services" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_demo_uq" ON "orders" USING btree ("user_id","course_service_id") WHERE "orders"."demo";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_uq" ON "orders" USING btree ("user_id","course_service_id",coalesce("user_course_stream_id", 0)) WHERE "orders"."status" = 'created' and not "orders"."demo";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_uq" ON "orders" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "course_services" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "course_services" ADD CONSTRAINT "course_services_price_not_negative" CHECK ("course_services"."price" >= 0);--> statement-breakpoint
ALTER TABLE "course_services" ADD CONSTRAINT "course_services_subscription_period" CHECK ("course_services"."type" <> 'course_subscription' or ("course_services"."interval" is not null and "course_services"."period" > 0));--> statement-breakpoint
ALTER TABLE "course_services" ADD CONSTRAINT "course_services_questions" CHECK ("course_services"."type" <> 'expert_additional_question' or "course_services"."questions_count" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."amount" >= 0 and "orders"."code_discount" >= 0 and "orders"."credit_discount" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_at" CHECK ("orders"."status" <> 'paid' or "orders"."paid_at" is not null);