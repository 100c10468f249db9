CREATE TABLE "site_backup_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosting_account_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_wordpress_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosting_account_id" integer NOT NULL,
	"install_id" text NOT NULL,
	"domain" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"step" text,
	"error" text,
	"website_id" text,
	"polls" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_backup_requests" ADD CONSTRAINT "site_backup_requests_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_wordpress_runs" ADD CONSTRAINT "site_wordpress_runs_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_backup_requests_account_idx" ON "site_backup_requests" USING btree ("hosting_account_id","requested_at");--> statement-breakpoint
CREATE INDEX "site_wordpress_runs_account_idx" ON "site_wordpress_runs" USING btree ("hosting_account_id","created_at");