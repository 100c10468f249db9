-- Custom migration (hand-written): a plan change under way is part of each subscription's row in the billing centre
-- (GET /api/billing), so a change to billing_plan_changes sends NOTIFY billing_changed like the ledger's tables
-- (migration 0021's function): every instance drops its kept views, whoever made the change (a request, the
-- period-end job, another instance).
DROP TRIGGER IF EXISTS billing_plan_changes_notify_billing_changed ON billing_plan_changes;
--> statement-breakpoint
CREATE TRIGGER billing_plan_changes_notify_billing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON billing_plan_changes
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_billing_changed();
