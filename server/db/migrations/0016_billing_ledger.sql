CREATE TABLE "billing_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_key" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_ref" text NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"email" text,
	"stripe_subscription_id" text,
	"stripe_invoice_id" text,
	"stripe_payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"is_renewal" boolean DEFAULT false NOT NULL,
	"receipt_url" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"dispute_status" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_payments_payment_key_unique" UNIQUE("payment_key")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"stripe_subscription_id" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_ref" text NOT NULL,
	"description" text NOT NULL,
	"user_id" integer,
	"email" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"interval" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"open_invoice_id" text,
	"open_invoice_url" text,
	"payment_failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_payments_user_idx" ON "billing_payments" USING btree ("user_id","paid_at");--> statement-breakpoint
CREATE INDEX "billing_payments_email_idx" ON "billing_payments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "billing_payments_intent_idx" ON "billing_payments" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "billing_payments_product_idx" ON "billing_payments" USING btree ("product_kind","product_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_stripe_idx" ON "billing_subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_user_idx" ON "billing_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_email_idx" ON "billing_subscriptions" USING btree ("email");