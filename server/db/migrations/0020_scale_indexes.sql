-- Issue 24 (figures at ten times today's size): the admin lists' substring searches use trigram indexes (pg_trgm,
-- a trusted extension: the database owner may create it; PGlite loads it in server/db/client.ts), the donations list
-- and chart their own btree indexes. Plans: bench/explain.ts, bench/results/explain-*.txt.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hosting_accounts_domain_trgm_idx" ON "hosting_accounts" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_created_id_idx" ON "donations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "donations_completed_month_idx" ON "donations" USING btree (coalesce("completed_at", "created_at")) WHERE "donations"."status" = 'completed';--> statement-breakpoint
-- Every change to donations or to the ledger rows the admin's donations list shows (refunds, disputes) sends NOTIFY
-- donations_changed when its transaction commits: the list's in-process pages are dropped on it (issue 24).
CREATE OR REPLACE FUNCTION hostfree_notify_donations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('donations_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS donations_notify_changed ON donations;
--> statement-breakpoint
CREATE TRIGGER donations_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON donations
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_donations_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS billing_payments_notify_donations_changed ON billing_payments;
--> statement-breakpoint
CREATE TRIGGER billing_payments_notify_donations_changed AFTER INSERT OR UPDATE OR DELETE ON billing_payments
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_donations_changed();
