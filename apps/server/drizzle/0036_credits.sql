CREATE TABLE "credit_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"course_id" integer,
	"year" integer,
	"title" text NOT NULL,
	"hours_tenths" integer NOT NULL,
	"by_category" jsonb NOT NULL,
	"holder_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"revoked_by" integer,
	CONSTRAINT "credit_certificates_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"course_id" integer,
	"file_id" integer,
	"live_id" integer,
	"exam_paper_id" integer,
	"title" text NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	"hours_tenths" integer DEFAULT 0 NOT NULL,
	"intervals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"reason" text,
	"operator_id" integer
);
--> statement-breakpoint
CREATE TABLE "credit_heartbeats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"claimed_sent_at" bigint NOT NULL,
	"sent_at" bigint NOT NULL,
	"segments" jsonb NOT NULL,
	"visible" boolean NOT NULL,
	"playing" boolean NOT NULL,
	"refusal" text,
	"credited_seconds" double precision NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "credit_category" text DEFAULT '专业科目' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_certificates" ADD CONSTRAINT "credit_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_heartbeats" ADD CONSTRAINT "credit_heartbeats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_certificates_user_idx" ON "credit_certificates" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_certificates_course_key" ON "credit_certificates" USING btree ("user_id","course_id") WHERE "credit_certificates"."kind" = 'course';--> statement-breakpoint
CREATE INDEX "credit_entries_user_idx" ON "credit_entries" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE INDEX "credit_entries_user_file_idx" ON "credit_entries" USING btree ("user_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_exam_key" ON "credit_entries" USING btree ("user_id","exam_paper_id") WHERE "credit_entries"."exam_paper_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_heartbeats_retry_key" ON "credit_heartbeats" USING btree ("user_id","device_id","claimed_sent_at");--> statement-breakpoint
CREATE INDEX "credit_heartbeats_user_idx" ON "credit_heartbeats" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE FUNCTION "credit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_entries is append-only: a correction is a new row' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_entries_no_update" BEFORE UPDATE ON "credit_entries" FOR EACH ROW EXECUTE FUNCTION "credit_entries_append_only"();
