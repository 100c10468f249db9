CREATE TABLE "vps_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"package_id" integer,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"operating_system" text NOT NULL,
	"package_name" text NOT NULL,
	"package_display_name" text NOT NULL,
	"package_price" integer NOT NULL,
	"currency" text NOT NULL,
	"vcpu" numeric(5, 2) NOT NULL,
	"memory" integer NOT NULL,
	"storage" integer NOT NULL,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"client_secret_hash" text,
	"hosted_invoice_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vps_checkouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "vps_checkouts_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "vps_orders" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "vps_orders" ADD COLUMN "one_time_credentials" text;--> statement-breakpoint
ALTER TABLE "vps_orders" ADD COLUMN "credentials_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vps_checkouts" ADD CONSTRAINT "vps_checkouts_package_id_vps_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."vps_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vps_orders" ADD CONSTRAINT "vps_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;