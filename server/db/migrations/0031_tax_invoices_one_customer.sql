CREATE TABLE "billing_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_key" text NOT NULL,
	"user_id" integer,
	"stripe_customer_id" text NOT NULL,
	"billing_email" text,
	"billing_name" text,
	"address" jsonb,
	"tax_id_stripe_id" text,
	"tax_id_type" text,
	"tax_id_value" text,
	"tax_id_status" text,
	"merged_customer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD COLUMN "automatic_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "invoice_pdf_url" text;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_person_idx" ON "billing_customers" USING btree ("person_key");--> statement-breakpoint
CREATE INDEX "billing_customers_user_idx" ON "billing_customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_customers_stripe_idx" ON "billing_customers" USING btree ("stripe_customer_id");--> statement-breakpoint
-- One Stripe customer per person: where the ledger already has payers, the duplicate-customer merge runs once on the
-- job queue (modules/payments/customers/merge-job.ts; safe to run again).
INSERT INTO "jobs" ("kind", "payload", "dedupe_key", "max_attempts")
SELECT 'payments.merge-customers', '{}'::jsonb, 'payments.merge-customers:0030', 30
WHERE EXISTS (SELECT 1 FROM "billing_payments") OR EXISTS (SELECT 1 FROM "billing_subscriptions")
ON CONFLICT ("dedupe_key") DO NOTHING;
