ALTER TABLE "donations" ADD COLUMN "gift_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compute_extra_runs" ADD COLUMN "refunded_at" timestamp with time zone;