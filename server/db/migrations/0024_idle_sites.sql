CREATE TABLE "idle_site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"idle_days" integer DEFAULT 30 NOT NULL,
	"removal_days" integer DEFAULT 60 NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_sweep_day" bigint,
	"last_sweep_at" timestamp with time zone,
	"last_sweep" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idle_sites" (
	"hosting_account_id" integer PRIMARY KEY NOT NULL,
	"bandwidth_month" text,
	"bandwidth_bytes" bigint,
	"last_activity_at" timestamp with time zone NOT NULL,
	"deactivate_on" timestamp with time zone,
	"warned_7_at" timestamp with time zone,
	"warned_1_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"remove_on" timestamp with time zone,
	"removal_notice_at" timestamp with time zone,
	"removing_at" timestamp with time zone,
	"reactivated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idle_sites" ADD CONSTRAINT "idle_sites_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rule starts off: an operator opts in to deleting people's sites.
INSERT INTO "idle_site_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
