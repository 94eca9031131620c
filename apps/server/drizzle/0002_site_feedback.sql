CREATE TABLE "site_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"star" integer,
	"content" text NOT NULL,
	"contact" text,
	"user_id" integer,
	"org_id" integer,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_feedback" ADD CONSTRAINT "site_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_feedback_client_idx" ON "site_feedback" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "site_feedback_user_idx" ON "site_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "site_feedback_created_idx" ON "site_feedback" USING btree ("created_at");