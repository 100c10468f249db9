CREATE TABLE "abuse_auto_suspensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosting_account_id" integer NOT NULL,
	"report_count" integer NOT NULL,
	"suspended_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abuse_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"bits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "abuse_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosting_account_id" integer,
	"owner_user_id" integer,
	"domain" text NOT NULL,
	"category" text NOT NULL,
	"evidence_urls" jsonb NOT NULL,
	"details" text,
	"reporter_email" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolution_note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abuse_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_suspend_enabled" boolean DEFAULT false NOT NULL,
	"auto_suspend_threshold" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"markdown" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abuse_auto_suspensions" ADD CONSTRAINT "abuse_auto_suspensions_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_auto_suspensions" ADD CONSTRAINT "abuse_auto_suspensions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_auto_suspensions_one_live_idx" ON "abuse_auto_suspensions" USING btree ("hosting_account_id") WHERE "abuse_auto_suspensions"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "abuse_challenges_expiry_idx" ON "abuse_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_status_idx" ON "abuse_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_site_idx" ON "abuse_reports" USING btree ("hosting_account_id","created_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_owner_idx" ON "abuse_reports" USING btree ("owner_user_id");