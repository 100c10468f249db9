-- Rows the product expects from the first start: the two undeletable groups, the settings singletons,
-- and hosting package 1, the free package every free account points at.
INSERT INTO "user_groups" ("name", "display_name", "description", "max_hosting_accounts", "max_devices")
VALUES ('Free', 'Free', 'Default group for every new account', 2, 2),
       ('Donor', 'Donor', 'Members who support the project with a donation', 2, 2)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "registration_settings" ("device_limits_enabled") VALUES (true);
--> statement-breakpoint
INSERT INTO "hosting_packages" ("id", "name", "display_name", "description", "price", "disk_space_quota", "bandwidth_quota",
  "email_accounts", "databases", "subdomains", "whm_package_name", "plan_type", "is_free", "allowed_tlds")
VALUES (1, 'free', 'Free Hosting', 'Free forever hosting on a subdomain', 0, 5120, 10240, 5, 2, 5, 'default', 'free', true, '[]'::jsonb);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('hosting_packages', 'id'), (SELECT max("id") FROM "hosting_packages"));
--> statement-breakpoint
INSERT INTO "compute_settings" ("default_provider") VALUES ('azure');
