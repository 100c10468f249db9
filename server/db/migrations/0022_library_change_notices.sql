-- Custom migration (issue 24): every change to the plugins or themes rows the public catalogue is made from sends
-- NOTIFY when its transaction commits, on every instance's LISTEN connection, whoever made it (an admin on another
-- instance, the version tracker, the seed, SQL). The payload is the table. Each instance drops its kept catalogue
-- answers on library_changed, and only its kept plugin details on library_downloaded: an UPDATE that changed nothing
-- but download_count is a download, whose count the detail page shows; the lists (thousands of rows, re-read in
-- full) catch up within their 30 s instead of being re-read on every download (modules/library/change-watch.ts).
CREATE OR REPLACE FUNCTION hostfree_notify_library_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('library_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hostfree_notify_library_row_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'download_count') = (to_jsonb(OLD) - 'download_count') THEN
    PERFORM pg_notify('library_downloaded', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('library_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS plugins_notify_library_changed ON plugins;
--> statement-breakpoint
CREATE TRIGGER plugins_notify_library_changed AFTER INSERT OR DELETE OR TRUNCATE ON plugins
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_library_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS plugins_notify_library_row_updated ON plugins;
--> statement-breakpoint
CREATE TRIGGER plugins_notify_library_row_updated AFTER UPDATE ON plugins
  FOR EACH ROW EXECUTE FUNCTION hostfree_notify_library_row_updated();
--> statement-breakpoint
DROP TRIGGER IF EXISTS themes_notify_library_changed ON themes;
--> statement-breakpoint
CREATE TRIGGER themes_notify_library_changed AFTER INSERT OR DELETE OR TRUNCATE ON themes
  FOR EACH STATEMENT EXECUTE FUNCTION hostfree_notify_library_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS themes_notify_library_row_updated ON themes;
--> statement-breakpoint
CREATE TRIGGER themes_notify_library_row_updated AFTER UPDATE ON themes
  FOR EACH ROW EXECUTE FUNCTION hostfree_notify_library_row_updated();
