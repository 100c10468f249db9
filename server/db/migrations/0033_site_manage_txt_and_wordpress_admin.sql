CREATE TABLE "site_manage_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"subdomain_txt_enabled" boolean DEFAULT false NOT NULL,
	"subdomain_txt_limit" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_wordpress_runs" ADD COLUMN "admin_login" text;--> statement-breakpoint
ALTER TABLE "site_wordpress_runs" ADD COLUMN "admin_password_sealed" text;