CREATE TABLE "live_attendance_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"span_from" timestamp with time zone,
	"span_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_attendance_reports" ADD CONSTRAINT "live_attendance_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_attendance_device_idx" ON "live_attendance_reports" USING btree ("user_id","live_id","device_id","received_at");--> statement-breakpoint
CREATE INDEX "live_attendance_live_idx" ON "live_attendance_reports" USING btree ("live_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_live_key" ON "credit_entries" USING btree ("user_id","live_id") WHERE "credit_entries"."source" = 'live';