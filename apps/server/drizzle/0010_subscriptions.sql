CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content_html" text NOT NULL,
	"source" text NOT NULL,
	"doc_number" text NOT NULL,
	"tags" text[] NOT NULL,
	"topic_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published_article_id" integer,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_topic_id_categories_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_category_idx" ON "subscriptions" USING btree ("category_id");