CREATE TABLE "help_article_votes" (
	"article_id" integer NOT NULL,
	"voter_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_votes_article_id_voter_key_pk" PRIMARY KEY("article_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"markdown" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("help_articles"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("help_articles"."markdown", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "help_suggestion_opens" (
	"help_token" text NOT NULL,
	"article_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ticket_at" timestamp with time zone,
	CONSTRAINT "help_suggestion_opens_help_token_article_id_pk" PRIMARY KEY("help_token","article_id")
);
--> statement-breakpoint
ALTER TABLE "help_article_votes" ADD CONSTRAINT "help_article_votes_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_suggestion_opens" ADD CONSTRAINT "help_suggestion_opens_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_slug_idx" ON "help_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "help_articles_status_idx" ON "help_articles" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "help_suggestion_opens_opened_idx" ON "help_suggestion_opens" USING btree ("opened_at");