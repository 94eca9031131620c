CREATE TABLE "lecture_transcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"media_id" text NOT NULL,
	"upload_id" text NOT NULL,
	"original_path" text,
	"original_bytes" bigint NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lecture_files" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_files" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_files" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lecture_media" ADD COLUMN "ready" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_media" ADD COLUMN "has_presenter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lecture_transcodes" ADD CONSTRAINT "lecture_transcodes_file_id_lecture_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lecture_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_transcodes" ADD CONSTRAINT "lecture_transcodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecture_transcodes_file_idx" ON "lecture_transcodes" USING btree ("file_id","id" DESC NULLS LAST);