CREATE TABLE "content_draft_plans" (
	"draft_id" integer PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"issued_on" date NOT NULL,
	"effective_from" date NOT NULL,
	"publish_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "course_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"product_info" text NOT NULL,
	"price" text NOT NULL,
	"ot_price" text NOT NULL,
	"product_type" integer NOT NULL,
	"teaching_method" integer NOT NULL,
	"update_mark" integer NOT NULL,
	"category_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"lecturer_ids" jsonb NOT NULL,
	"org_status" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_course_id" integer
);
--> statement-breakpoint
ALTER TABLE "content_draft_plans" ADD CONSTRAINT "content_draft_plans_draft_id_content_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."content_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_drafts" ADD CONSTRAINT "course_drafts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_draft_plans_publish_at_idx" ON "content_draft_plans" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "course_drafts_updated_idx" ON "course_drafts" USING btree ("updated_at");