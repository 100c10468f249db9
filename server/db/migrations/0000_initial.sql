CREATE TABLE "device_fingerprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"fingerprint_hash" text NOT NULL,
	"registered_here" boolean DEFAULT false NOT NULL,
	"mac_address" text,
	"user_agent" text,
	"screen_resolution" text,
	"timezone" text,
	"language" text,
	"platform_info" text,
	"ip_address" text,
	"canvas_fingerprint" text,
	"webgl_fingerprint" text,
	"audio_fingerprint" text,
	"device_memory" text,
	"hardware_concurrency" text,
	"connection_type" text,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_fingerprints_user_hash_unique" UNIQUE NULLS NOT DISTINCT("user_id","fingerprint_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_limits_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sess" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"absolute_expire" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"max_hosting_accounts" integer DEFAULT 2 NOT NULL,
	"max_devices" integer DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "user_groups_limits_positive" CHECK ("user_groups"."max_hosting_accounts" >= 1 and "user_groups"."max_devices" >= 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"recovery_phrase_hash" text,
	"is_anonymous" boolean DEFAULT true NOT NULL,
	"role" text DEFAULT 'client' NOT NULL,
	"user_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_recovery_phrase_hash_unique" UNIQUE("recovery_phrase_hash"),
	CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('client', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "api_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"whm_api_url" text,
	"whm_api_token" text,
	"cpanel_base_url" text,
	"email_from_address" text,
	"email_from_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_search_cache" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"is_available" boolean NOT NULL,
	"registration_price" integer,
	"transfer_price" integer,
	"can_transfer" boolean,
	"registrar_response" jsonb,
	"last_checked" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "domain_search_cache_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "hosting_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer DEFAULT 1 NOT NULL,
	"domain" text NOT NULL,
	"subdomain" text NOT NULL,
	"cpanel_username" text,
	"cpanel_password" text,
	"whm_account_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"provision_error" text,
	"provisioned_at" timestamp with time zone,
	"disk_usage" integer DEFAULT 0 NOT NULL,
	"disk_limit" integer DEFAULT 5120 NOT NULL,
	"bandwidth_used" integer DEFAULT 0 NOT NULL,
	"bandwidth_limit" integer DEFAULT 10240 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosting_accounts_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "hosting_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"price" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"disk_space_quota" integer DEFAULT 1024 NOT NULL,
	"bandwidth_quota" integer DEFAULT 10240 NOT NULL,
	"email_accounts" integer DEFAULT 10 NOT NULL,
	"databases" integer DEFAULT 5 NOT NULL,
	"subdomains" integer DEFAULT 10 NOT NULL,
	"whm_package_name" text,
	"stripe_price_id" text,
	"allowed_tlds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan_type" text DEFAULT 'custom' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosting_packages_name_unique" UNIQUE("name"),
	CONSTRAINT "hosting_packages_price_nonnegative" CHECK ("hosting_packages"."price" >= 0),
	CONSTRAINT "hosting_packages_plan_type_valid" CHECK ("hosting_packages"."plan_type" in ('free', 'starter', 'premium', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "package_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"hosting_account_id" integer NOT NULL,
	"disk_used" integer DEFAULT 0 NOT NULL,
	"bandwidth_used" integer DEFAULT 0 NOT NULL,
	"email_accounts_used" integer DEFAULT 0 NOT NULL,
	"databases_used" integer DEFAULT 0 NOT NULL,
	"subdomains_used" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_usage_hosting_account_id_unique" UNIQUE("hosting_account_id")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"plugin_id" integer,
	"theme_id" integer,
	"user_id" integer,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downloads_one_item" CHECK (("downloads"."plugin_id" is null) <> ("downloads"."theme_id" is null))
);
--> statement-breakpoint
CREATE TABLE "plugin_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"plugin_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'other' NOT NULL,
	"version" text,
	"file_name" text,
	"file_path" text,
	"file_size" bigint,
	"download_count" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"latest_version" text,
	"latest_version_checked_at" timestamp with time zone,
	"latest_version_source" text,
	"latest_version_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text DEFAULT 'HostFree' NOT NULL,
	CONSTRAINT "plugins_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'other' NOT NULL,
	"version" text,
	"file_name" text,
	"file_path" text,
	"file_size" bigint,
	"download_count" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"latest_version" text,
	"latest_version_checked_at" timestamp with time zone,
	"latest_version_source" text,
	"latest_version_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author" text,
	CONSTRAINT "themes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wp_version_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"payload" jsonb,
	"response" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"donor_email" text,
	"message" text,
	"stripe_payment_intent_id" text,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"subscription_status" text,
	"plugin_id" integer,
	"plugin_name" text,
	"gift_tier" text,
	"gift_type" text,
	"gift_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "pending_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_type" text NOT NULL,
	"order_id" text,
	"customer_email" text NOT NULL,
	"customer_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_details" text,
	"total_price" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"rejection_reason" text,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_hosting_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text,
	"domain_name" text NOT NULL,
	"order_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"domain_price" integer,
	"final_price" integer,
	"profit_margin" integer,
	"stripe_payment_intent_id" text,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"external_order_id" text,
	"external_status" text,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"cpanel_username" text,
	"cpanel_password" text,
	"cpanel_url" text,
	"hosting_package_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_key" text,
	"secret_key" text,
	"webhook_secret" text,
	"is_test_mode" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_header_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facebook_pixel_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pixel_id" text NOT NULL,
	"access_token" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"track_page_views" boolean DEFAULT true NOT NULL,
	"track_purchases" boolean DEFAULT true NOT NULL,
	"purchase_event_value_cents" integer DEFAULT 500 NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smtp_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 587 NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"encryption" text DEFAULT 'tls' NOT NULL,
	"from_email" text NOT NULL,
	"from_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "azure_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"subscription_id" text NOT NULL,
	"allowed_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compute_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"default_provider" text DEFAULT 'azure' NOT NULL,
	"default_azure_account_id" integer,
	"default_vultr_account_id" integer,
	"metadata" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"package_id" integer,
	"instance_name" text,
	"ipv4_address" text,
	"operating_system" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_subscription_id" text,
	"subscription_status" text,
	"root_password" text,
	"ssh_keys" text,
	"cloud_provider" text DEFAULT 'custom' NOT NULL,
	"source" text DEFAULT 'local' NOT NULL,
	"provider_instance_id" text,
	"region" text,
	"resource_group" text,
	"subscription_id" text,
	"admin_username" text,
	"admin_password" text,
	"cloud_account_id" integer,
	"cloud_metadata" jsonb,
	"is_trial" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vps_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text,
	"package_id" integer,
	"operating_system" text,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"subscription_status" text,
	"package_name" text,
	"package_price" integer,
	"vcpu" numeric(5, 2),
	"memory" integer,
	"storage" integer,
	"server_ip_address" text,
	"server_username" text,
	"server_password" text,
	"server_ssh_port" integer DEFAULT 22 NOT NULL,
	"server_rdp_port" integer DEFAULT 3389 NOT NULL,
	"server_ssh_key" text,
	"server_notes" text,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vps_orders_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
CREATE TABLE "vps_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"vcpu" numeric(5, 2) NOT NULL,
	"memory" integer NOT NULL,
	"storage" integer NOT NULL,
	"additional_storage" integer DEFAULT 0 NOT NULL,
	"ipv4_addresses" integer DEFAULT 1 NOT NULL,
	"traffic_port" text NOT NULL,
	"os_choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_anonymous" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vps_packages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vultr_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"api_key" text NOT NULL,
	"allowed_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"result" jsonb,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "device_fingerprints" ADD CONSTRAINT "device_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_accounts" ADD CONSTRAINT "hosting_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_accounts" ADD CONSTRAINT "hosting_accounts_package_id_hosting_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."hosting_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_usage" ADD CONSTRAINT "package_usage_hosting_account_id_hosting_accounts_id_fk" FOREIGN KEY ("hosting_account_id") REFERENCES "public"."hosting_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_plugin_id_plugins_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugin_requests" ADD CONSTRAINT "plugin_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugins" ADD CONSTRAINT "plugins_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_plugin_id_plugins_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_orders" ADD CONSTRAINT "pending_orders_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD CONSTRAINT "premium_hosting_orders_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_hosting_orders" ADD CONSTRAINT "premium_hosting_orders_hosting_package_id_hosting_packages_id_fk" FOREIGN KEY ("hosting_package_id") REFERENCES "public"."hosting_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compute_settings" ADD CONSTRAINT "compute_settings_default_azure_account_id_azure_accounts_id_fk" FOREIGN KEY ("default_azure_account_id") REFERENCES "public"."azure_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compute_settings" ADD CONSTRAINT "compute_settings_default_vultr_account_id_vultr_accounts_id_fk" FOREIGN KEY ("default_vultr_account_id") REFERENCES "public"."vultr_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_instances" ADD CONSTRAINT "vps_instances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_instances" ADD CONSTRAINT "vps_instances_package_id_vps_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."vps_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_orders" ADD CONSTRAINT "vps_orders_package_id_vps_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."vps_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_orders" ADD CONSTRAINT "vps_orders_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_fingerprints_hash_idx" ON "device_fingerprints" USING btree ("fingerprint_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "hosting_accounts_user_idx" ON "hosting_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "downloads_user_idx" ON "downloads" USING btree ("user_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "plugin_requests_user_idx" ON "plugin_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "plugins_category_idx" ON "plugins" USING btree ("category");--> statement-breakpoint
CREATE INDEX "themes_category_idx" ON "themes" USING btree ("category");--> statement-breakpoint
CREATE INDEX "donations_subscription_idx" ON "donations" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "vps_instances_user_idx" ON "vps_instances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vps_orders_email_idx" ON "vps_orders" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at");