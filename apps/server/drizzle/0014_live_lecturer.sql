ALTER TABLE "live_sessions" ADD COLUMN "lecturer_id" integer;--> statement-breakpoint
UPDATE "live_sessions" SET "lecturer_id" = "lecturers"."id" FROM "lecturers" WHERE "lecturers"."nickname" = "live_sessions"."lecturer_name";--> statement-breakpoint
UPDATE "live_sessions" SET "lecturer_id" = (SELECT min("id") FROM "lecturers") WHERE "lecturer_id" IS NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ALTER COLUMN "lecturer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_lecturer_idx" ON "live_sessions" USING btree ("lecturer_id");
