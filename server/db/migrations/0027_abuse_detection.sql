CREATE TABLE "abuse_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosting_account_id" integer,
	"owner_user_id" integer,
	"domain" text NOT NULL,
	"origin" text NOT NULL,
	"verdict" text NOT NULL,
	"threat" text NOT NULL,
	"score" integer NOT NULL,
	"signals" jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snippet" text,
	"page_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"quarantined_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"site_created_at" timestamp with time zone,
	"first_report_at" timestamp with time zone,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abuse_detection_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_refuse_threshold" integer DEFAULT 80 NOT NULL,
	"name_review_threshold" integer DEFAULT 40 NOT NULL,
	"brands" jsonb,
	"bait_words" jsonb,
	"scan_malicious_threshold" integer DEFAULT 80 NOT NULL,
	"scan_suspicious_threshold" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abuse_site_scans" (
	"hosting_account_id" integer PRIMARY KEY NOT NULL,
	"next_scan_at" timestamp with time zone NOT NULL,
	"last_scan_at" timestamp with time zone,
	"last_verdict" text,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "abuse_cases" ADD CONSTRAINT "abuse_cases_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_cases" ADD CONSTRAINT "abuse_cases_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_cases" ADD CONSTRAINT "abuse_cases_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_site_scans" ADD CONSTRAINT "abuse_site_scans_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_cases_one_open_idx" ON "abuse_cases" USING btree ("hosting_account_id") WHERE "abuse_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "abuse_cases_status_idx" ON "abuse_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "abuse_cases_owner_idx" ON "abuse_cases" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "abuse_site_scans_next_idx" ON "abuse_site_scans" USING btree ("next_scan_at");