CREATE TABLE "course_purchases" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_purchases_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" integer NOT NULL,
	"product_id" integer NOT NULL,
	"star" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"media_id" text NOT NULL,
	"type" integer NOT NULL,
	"point_time" integer NOT NULL,
	"timeout" integer NOT NULL,
	"is_interrupt" integer NOT NULL,
	"content" text NOT NULL,
	"answer" text NOT NULL,
	"animation_url" text NOT NULL,
	"configure" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_files" (
	"id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_title" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL,
	"media_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_media" (
	"id" text PRIMARY KEY NOT NULL,
	"duration_seconds" real NOT NULL,
	"encrypted" boolean NOT NULL,
	"key_hex" text
);
--> statement-breakpoint
CREATE TABLE "lecture_progress" (
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"breakpoint_seconds" real DEFAULT 0 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lecture_progress_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "course_purchases" ADD CONSTRAINT "course_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_purchases" ADD CONSTRAINT "course_purchases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_events" ADD CONSTRAINT "interaction_events_media_id_lecture_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."lecture_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_files" ADD CONSTRAINT "lecture_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_files" ADD CONSTRAINT "lecture_files_media_id_lecture_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."lecture_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_file_id_lecture_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lecture_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_user_product_key" ON "feedbacks" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "feedbacks_product_idx" ON "feedbacks" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "interaction_events_media_idx" ON "interaction_events" USING btree ("media_id","point_time");--> statement-breakpoint
CREATE INDEX "lecture_files_course_idx" ON "lecture_files" USING btree ("course_id","sort");