-- Every cloud's accounts in one table (docs/decisions.md, 'One table for cloud accounts'). The three old tables each
-- had their own id sequence, so their ids overlap (vultr 1 and azure 1). cloud_accounts has one id space: an account
-- keeps its id unless a cloud earlier in the registry's order (azure, vultr, digitalocean) already holds it; then it
-- gets a new id above every id any account, setting or machine has used, and everything that names it by (provider,
-- id) follows it through cloud_account_id_map: the machines, compute_settings and the audit trail's targets.
-- Sealed values move as they are (the database never sees the key): each provider's secrets become a JSON object of
-- the same SecretBox envelopes.
CREATE TABLE "cloud_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"allowed_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_account_id_map" (
	"provider" text NOT NULL,
	"old_id" integer NOT NULL,
	"new_id" integer NOT NULL UNIQUE,
	PRIMARY KEY ("provider", "old_id")
);
--> statement-breakpoint
INSERT INTO "cloud_account_id_map" ("provider", "old_id", "new_id")
SELECT 'azure', "id", "id" FROM "azure_accounts";
--> statement-breakpoint
INSERT INTO "cloud_account_id_map" ("provider", "old_id", "new_id")
SELECT 'vultr', "id", "id" FROM "vultr_accounts" WHERE "id" NOT IN (SELECT "new_id" FROM "cloud_account_id_map");
--> statement-breakpoint
INSERT INTO "cloud_account_id_map" ("provider", "old_id", "new_id")
SELECT 'digitalocean', "id", "id" FROM "digitalocean_accounts" WHERE "id" NOT IN (SELECT "new_id" FROM "cloud_account_id_map");
--> statement-breakpoint
-- The accounts whose id was taken: new ids above every id in use, so a machine that still names a deleted account
-- (machines keep their account id when it goes) can never come to name one of these.
WITH "top" AS (
	SELECT greatest(
		coalesce((SELECT max("id") FROM "azure_accounts"), 0),
		coalesce((SELECT max("id") FROM "vultr_accounts"), 0),
		coalesce((SELECT max("id") FROM "digitalocean_accounts"), 0),
		coalesce((SELECT max("cloud_account_id") FROM "vps_instances"), 0),
		coalesce((SELECT max(greatest("default_azure_account_id", "default_vultr_account_id")) FROM "compute_settings"), 0)
	) AS "n"
), "moved" AS (
	SELECT 'vultr' AS "provider", 1 AS "rank", "id" FROM "vultr_accounts"
		WHERE "id" NOT IN (SELECT "old_id" FROM "cloud_account_id_map" WHERE "provider" = 'vultr')
	UNION ALL
	SELECT 'digitalocean', 2, "id" FROM "digitalocean_accounts"
		WHERE "id" NOT IN (SELECT "old_id" FROM "cloud_account_id_map" WHERE "provider" = 'digitalocean')
)
INSERT INTO "cloud_account_id_map" ("provider", "old_id", "new_id")
SELECT "moved"."provider", "moved"."id", "top"."n" + row_number() OVER (ORDER BY "moved"."rank", "moved"."id")
FROM "moved", "top";
--> statement-breakpoint
INSERT INTO "cloud_accounts" ("id", "provider", "name", "config", "secrets", "allowed_regions", "is_active", "is_default", "created_at", "updated_at")
SELECT m."new_id", 'azure', a."name",
	jsonb_build_object('tenantId', a."tenant_id", 'clientId', a."client_id", 'subscriptionId', a."subscription_id"),
	jsonb_build_object('clientSecret', a."client_secret"),
	a."allowed_regions", a."is_active", a."is_default", a."created_at", a."updated_at"
FROM "azure_accounts" a JOIN "cloud_account_id_map" m ON m."provider" = 'azure' AND m."old_id" = a."id";
--> statement-breakpoint
INSERT INTO "cloud_accounts" ("id", "provider", "name", "config", "secrets", "allowed_regions", "is_active", "is_default", "created_at", "updated_at")
SELECT m."new_id", 'vultr', v."name",
	jsonb_build_object('label', v."label"),
	jsonb_build_object('apiKey', v."api_key"),
	v."allowed_regions", v."is_active", v."is_default", v."created_at", v."updated_at"
FROM "vultr_accounts" v JOIN "cloud_account_id_map" m ON m."provider" = 'vultr' AND m."old_id" = v."id";
--> statement-breakpoint
INSERT INTO "cloud_accounts" ("id", "provider", "name", "config", "secrets", "allowed_regions", "is_active", "is_default", "created_at", "updated_at")
SELECT m."new_id", 'digitalocean', d."name",
	'{}'::jsonb,
	jsonb_build_object('token', d."token"),
	d."allowed_regions", d."is_active", d."is_default", d."created_at", d."updated_at"
FROM "digitalocean_accounts" d JOIN "cloud_account_id_map" m ON m."provider" = 'digitalocean' AND m."old_id" = d."id";
--> statement-breakpoint
-- One default per cloud from now on (the unique index below); should an old table have had two, the older one stays.
UPDATE "cloud_accounts" c SET "is_default" = false
WHERE c."is_default" AND EXISTS (
	SELECT 1 FROM "cloud_accounts" d WHERE d."provider" = c."provider" AND d."is_default" AND d."id" < c."id"
);
--> statement-breakpoint
UPDATE "vps_instances" v SET "cloud_account_id" = m."new_id"
FROM "cloud_account_id_map" m
WHERE v."cloud_provider" = m."provider" AND v."cloud_account_id" = m."old_id" AND m."new_id" <> m."old_id";
--> statement-breakpoint
ALTER TABLE "compute_settings" DROP CONSTRAINT "compute_settings_default_azure_account_id_azure_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "compute_settings" DROP CONSTRAINT "compute_settings_default_vultr_account_id_vultr_accounts_id_fk";
--> statement-breakpoint
UPDATE "compute_settings" s SET "default_azure_account_id" = m."new_id"
FROM "cloud_account_id_map" m WHERE m."provider" = 'azure' AND s."default_azure_account_id" = m."old_id";
--> statement-breakpoint
UPDATE "compute_settings" s SET "default_vultr_account_id" = m."new_id"
FROM "cloud_account_id_map" m WHERE m."provider" = 'vultr' AND s."default_vultr_account_id" = m."old_id";
--> statement-breakpoint
-- The audit trail keeps naming the same account: its target ('<provider>_account', id) and a default-provider
-- choice's accountId.
UPDATE "audit_events" e SET "target_id" = m."new_id"::text
FROM "cloud_account_id_map" m
WHERE e."target_type" = m."provider" || '_account' AND e."target_id" = m."old_id"::text AND m."new_id" <> m."old_id";
--> statement-breakpoint
UPDATE "audit_events" e SET "details" = jsonb_set(e."details", '{accountId}', to_jsonb(m."new_id"))
FROM "cloud_account_id_map" m
WHERE e."action" = 'compute.changed' AND e."details"->>'change' = 'default_provider_set'
	AND e."details"->>'provider' = m."provider" AND jsonb_typeof(e."details"->'accountId') = 'number'
	AND (e."details"->>'accountId')::integer = m."old_id" AND m."new_id" <> m."old_id";
--> statement-breakpoint
-- The next new account's id: above every id used so far, stale machine references included.
SELECT setval(pg_get_serial_sequence('cloud_accounts', 'id'), greatest(
	coalesce((SELECT max("id") FROM "cloud_accounts"), 0),
	coalesce((SELECT max("new_id") FROM "cloud_account_id_map"), 0),
	coalesce((SELECT max("cloud_account_id") FROM "vps_instances"), 0)
) + 1, false);
--> statement-breakpoint
DROP TABLE "cloud_account_id_map";
--> statement-breakpoint
DROP TABLE "azure_accounts";
--> statement-breakpoint
DROP TABLE "digitalocean_accounts";
--> statement-breakpoint
DROP TABLE "vultr_accounts";
--> statement-breakpoint
CREATE INDEX "cloud_accounts_provider_idx" ON "cloud_accounts" USING btree ("provider","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_accounts_one_default_idx" ON "cloud_accounts" USING btree ("provider") WHERE "cloud_accounts"."is_default";--> statement-breakpoint
ALTER TABLE "compute_settings" ADD CONSTRAINT "compute_settings_default_azure_account_id_cloud_accounts_id_fk" FOREIGN KEY ("default_azure_account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compute_settings" ADD CONSTRAINT "compute_settings_default_vultr_account_id_cloud_accounts_id_fk" FOREIGN KEY ("default_vultr_account_id") REFERENCES "public"."cloud_accounts"("id") ON DELETE set null ON UPDATE no action;
