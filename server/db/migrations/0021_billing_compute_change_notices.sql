-- Custom migration (issue 24 point 2): every change to a row the billing centre's list (GET /api/billing) or the
-- compute list (GET /api/compute/my) is made from sends NOTIFY billing_changed / compute_changed when its transaction
-- commits, on every instance's LISTEN connection, whoever made it (the webhook job, dunning, an admin, a cascade).
-- Each user's kept answer is dropped on it (payments/billing-centre/view-cache.ts, compute/own-list-cache.ts).
CREATE OR REPLACE FUNCTION hostfree_notify_billing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('billing_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS billing_subscriptions_notify_billing_changed ON billing_subscriptions;
--> statement-breakpoint
CREATE TRIGGER billing_subscriptions_notify_billing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON billing_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_billing_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS billing_payments_notify_billing_changed ON billing_payments;
--> statement-breakpoint
CREATE TRIGGER billing_payments_notify_billing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON billing_payments
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_billing_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_billing_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_billing_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_billing_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS email_verifications_notify_billing_changed ON email_verifications;
--> statement-breakpoint
CREATE TRIGGER email_verifications_notify_billing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON email_verifications
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_billing_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS donations_notify_billing_changed ON donations;
--> statement-breakpoint
CREATE TRIGGER donations_notify_billing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON donations
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_billing_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS pending_orders_notify_billing_changed ON pending_orders;
--> statement-breakpoint
CREATE TRIGGER pending_orders_notify_billing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pending_orders
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_billing_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hostfree_notify_compute_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('compute_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS vps_instances_notify_compute_changed ON vps_instances;
--> statement-breakpoint
CREATE TRIGGER vps_instances_notify_compute_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vps_instances
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_compute_changed();
