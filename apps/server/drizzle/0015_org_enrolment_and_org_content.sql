CREATE TABLE "org_enrolment_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"org_id" integer NOT NULL,
	"company_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer
);
--> statement-breakpoint
DROP INDEX "regional_columns_region_idx";--> statement-breakpoint
ALTER TABLE "custom_files" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "kedans" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "regional_columns" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "org_enrolment_tickets" ADD CONSTRAINT "org_enrolment_tickets_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_enrolment_tickets" ADD CONSTRAINT "org_enrolment_tickets_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_enrolment_tickets_hash_key" ON "org_enrolment_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "org_enrolment_tickets_expires_idx" ON "org_enrolment_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "custom_files_org_idx" ON "custom_files" USING btree ("org_id","published_at");--> statement-breakpoint
CREATE INDEX "kedans_org_idx" ON "kedans" USING btree ("org_id","sort");--> statement-breakpoint
CREATE INDEX "regional_columns_region_idx" ON "regional_columns" USING btree ("province_id","city_id","org_id");