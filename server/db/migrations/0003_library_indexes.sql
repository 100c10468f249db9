CREATE INDEX "downloads_plugin_idx" ON "downloads" USING btree ("plugin_id");--> statement-breakpoint
CREATE INDEX "downloads_theme_idx" ON "downloads" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "plugin_requests_email_idx" ON "plugin_requests" USING btree (lower("email"),"created_at");