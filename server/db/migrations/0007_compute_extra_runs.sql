CREATE TABLE "compute_extra_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"azure_os" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_intent_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"instance_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compute_extra_runs_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "compute_extra_runs_instance_id_unique" UNIQUE("instance_id")
);
--> statement-breakpoint
ALTER TABLE "compute_extra_runs" ADD CONSTRAINT "compute_extra_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compute_extra_runs" ADD CONSTRAINT "compute_extra_runs_instance_id_vps_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."vps_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compute_extra_runs_user_idx" ON "compute_extra_runs" USING btree ("user_id","created_at");