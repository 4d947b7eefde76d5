CREATE TABLE "link_jumps" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_cashbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"mode" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"user_score_id" integer,
	"reversal_score_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_cashbacks_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "referral_cashbacks_amount" CHECK ("referral_cashbacks"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rules" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"cashback_mode" text DEFAULT 'points' NOT NULL,
	"cashback_percent" smallint DEFAULT 10 NOT NULL,
	"discount_percent" smallint DEFAULT 10 NOT NULL,
	"hold_days" smallint DEFAULT 14 NOT NULL,
	"monthly_invitee_limit" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "referral_rules_ranges" CHECK ("referral_rules"."cashback_percent" between 0 and 100 and "referral_rules"."discount_percent" between 0 and 100 and "referral_rules"."hold_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"visitor_key" text,
	"flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_invitee_id_unique" UNIQUE("invitee_id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts";--> statement-breakpoint
ALTER TABLE "discount_credits" ALTER COLUMN "user_score_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referral_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "discount_credits" ADD COLUMN "source" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "welcome_messages" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "goodbye_messages" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "link_jumps" ADD CONSTRAINT "link_jumps_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_jumps" ADD CONSTRAINT "link_jumps_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_user_score_id_user_scores_id_fk" FOREIGN KEY ("user_score_id") REFERENCES "public"."user_scores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_cashbacks" ADD CONSTRAINT "referral_cashbacks_reversal_score_id_user_scores_id_fk" FOREIGN KEY ("reversal_score_id") REFERENCES "public"."user_scores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rules" ADD CONSTRAINT "referral_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rules" ADD CONSTRAINT "referral_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_jumps_visitor_uq" ON "link_jumps" USING btree ("referrer_id","visitor_key");--> statement-breakpoint
CREATE INDEX "referral_cashbacks_referrer_idx" ON "referral_cashbacks" USING btree ("referrer_id","status");--> statement-breakpoint
CREATE INDEX "referral_cashbacks_due_idx" ON "referral_cashbacks" USING btree ("available_at") WHERE "referral_cashbacks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("project_id","code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_project_idx" ON "referrals" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_at" CHECK ("orders"."status" <> 'refunded' or "orders"."refunded_at" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts" CHECK ("orders"."amount" >= 0 and "orders"."code_discount" >= 0 and "orders"."credit_discount" >= 0 and "orders"."referral_discount" >= 0);