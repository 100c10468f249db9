ALTER TABLE "donations" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "compute_extra_runs" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id");--> statement-breakpoint
ALTER TABLE "compute_extra_runs" ADD CONSTRAINT "compute_extra_runs_checkout_session_id_unique" UNIQUE("checkout_session_id");