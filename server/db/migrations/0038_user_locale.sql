ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;