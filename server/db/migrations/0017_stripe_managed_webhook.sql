ALTER TABLE "stripe_events" ADD COLUMN "api_version" text;--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD COLUMN "webhook_endpoint_id" text;--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD COLUMN "webhook_endpoint_secret" text;--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD COLUMN "webhook_endpoint_url" text;--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD COLUMN "webhook_endpoint_api_version" text;--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD COLUMN "webhook_endpoint_error" text;--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD COLUMN "webhook_endpoint_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stripe_events_created_idx" ON "stripe_events" USING btree ("created_at");