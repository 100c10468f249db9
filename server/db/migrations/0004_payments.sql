CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"livemode" boolean DEFAULT false NOT NULL,
	"stripe_created_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"processed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "donations_status_created_idx" ON "donations" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id");