CREATE TABLE "billing_plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_ref" text NOT NULL,
	"user_id" integer,
	"from_plan" text NOT NULL,
	"from_name" text NOT NULL,
	"to_plan" text NOT NULL,
	"to_name" text NOT NULL,
	"to_price_id" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"amount_due_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"invoice_id" text,
	"invoice_url" text,
	"promotion_code_id" integer,
	"effective_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"stripe_promotion_code_id" text NOT NULL,
	"stripe_coupon_id" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"currency" text,
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"product_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_redemptions" integer,
	"expires_at" timestamp with time zone,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_codes_stripe_promotion_code_id_unique" UNIQUE("stripe_promotion_code_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_code_id" integer NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_ref" text,
	"user_id" integer,
	"email" text,
	"used_at" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_plan_changes" ADD CONSTRAINT "billing_plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_code_id_promotion_codes_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plan_changes_open_idx" ON "billing_plan_changes" USING btree ("stripe_subscription_id") WHERE "billing_plan_changes"."status" in ('requested', 'awaiting_payment', 'scheduled');--> statement-breakpoint
CREATE INDEX "billing_plan_changes_invoice_idx" ON "billing_plan_changes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_code_idx" ON "promotion_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_once_idx" ON "promotion_redemptions" USING btree ("promotion_code_id","stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_code_idx" ON "promotion_redemptions" USING btree ("promotion_code_id","redeemed_at");