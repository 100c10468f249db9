-- Custom migration: every change to a support ticket or message sends NOTIFY support_changed when
-- its transaction commits, on every instance's LISTEN connection, whoever made it (a customer, an admin on another
-- instance, inbound mail, the auto-close job). The customers' kept ticket lists are dropped on it
-- (support/list-cache.ts), as the billing centre's are on billing_changed (migration 0021).
CREATE OR REPLACE FUNCTION hostfree_notify_support_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('support_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS support_tickets_notify_support_changed ON support_tickets;
--> statement-breakpoint
CREATE TRIGGER support_tickets_notify_support_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_tickets
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_support_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS support_messages_notify_support_changed ON support_messages;
--> statement-breakpoint
CREATE TRIGGER support_messages_notify_support_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON support_messages
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_support_changed();
