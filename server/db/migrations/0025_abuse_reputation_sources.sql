CREATE TABLE "abuse_reputation_cache" (
	"source_id" text NOT NULL,
	"target_hash" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"findings" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "abuse_reputation_cache_source_id_target_hash_pk" PRIMARY KEY("source_id","target_hash")
);
--> statement-breakpoint
CREATE TABLE "abuse_reputation_sources" (
	"source_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"api_key_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "abuse_reputation_cache_expiry_idx" ON "abuse_reputation_cache" USING btree ("expires_at");