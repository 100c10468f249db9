-- Custom migration (drizzle-kit generate --custom): every change to the rows the admin hosting list shows sends
-- NOTIFY hosting_changed when its transaction commits, on every instance's LISTEN connection, whoever made it
-- (a job, Fix, a user edit, a cascade). The list's in-process caches are dropped on it (issue 12).
CREATE OR REPLACE FUNCTION hostfree_notify_hosting_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hosting_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hosting_accounts_notify_changed ON hosting_accounts;
--> statement-breakpoint
CREATE TRIGGER hosting_accounts_notify_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hosting_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_hosting_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_hosting_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_hosting_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_hosting_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS hosting_packages_notify_hosting_changed ON hosting_packages;
--> statement-breakpoint
CREATE TRIGGER hosting_packages_notify_hosting_changed AFTER UPDATE OR DELETE ON hosting_packages
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_hosting_changed();
