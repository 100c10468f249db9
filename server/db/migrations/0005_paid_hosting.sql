ALTER TABLE "premium_hosting_orders" ADD COLUMN "plan_type" text;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD COLUMN "hosting_account_id" integer;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD COLUMN "confirm_secrets" text;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD CONSTRAINT "premium_hosting_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_orders_order_idx" ON "pending_orders" USING btree ("order_type","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_hosting_orders_subscription_idx" ON "premium_hosting_orders" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_hosting_orders_live_domain_idx" ON "premium_hosting_orders" USING btree ("domain_name") WHERE "premium_hosting_orders"."status" not in ('released', 'cancelled');