CREATE TABLE "domain_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"host" text NOT NULL,
	"token" text NOT NULL,
	"source_domain_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_claims" ADD CONSTRAINT "domain_claims_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_claims" ADD CONSTRAINT "domain_claims_source_domain_id_domains_id_fk" FOREIGN KEY ("source_domain_id") REFERENCES "public"."domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_claims_project_host_uq" ON "domain_claims" USING btree ("project_id","host");--> statement-breakpoint
CREATE INDEX "domain_claims_host_idx" ON "domain_claims" USING btree ("host");