CREATE TABLE "exam_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"score" integer,
	"correct" integer
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"difficulty" smallint NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" text NOT NULL,
	"analysis" text NOT NULL,
	"course_id" integer,
	"file_id" integer
);
--> statement-breakpoint
CREATE TABLE "study_plan_lectures" (
	"plan_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"stage" integer NOT NULL,
	"week" integer NOT NULL,
	"minutes" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_plan_lectures_plan_id_file_id_pk" PRIMARY KEY("plan_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "study_plan_reminders" (
	"plan_id" integer NOT NULL,
	"week" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_plan_reminders_plan_id_week_pk" PRIMARY KEY("plan_id","week")
);
--> statement-breakpoint
CREATE TABLE "study_plan_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goal" text NOT NULL,
	"note" text NOT NULL,
	"plan_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"goal" text NOT NULL,
	"category_ids" jsonb NOT NULL,
	"weekly_minutes" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"deadline" text,
	"explanation" text,
	"stages" jsonb NOT NULL,
	"weeks" integer NOT NULL,
	"breakpoint" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_file_id_lecture_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lecture_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_lectures" ADD CONSTRAINT "study_plan_lectures_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_lectures" ADD CONSTRAINT "study_plan_lectures_file_id_lecture_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."lecture_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_lectures" ADD CONSTRAINT "study_plan_lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_reminders" ADD CONSTRAINT "study_plan_reminders_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_requests" ADD CONSTRAINT "study_plan_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_requests" ADD CONSTRAINT "study_plan_requests_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_papers_plan_idx" ON "exam_papers" USING btree ("plan_id","stage");--> statement-breakpoint
CREATE INDEX "exam_papers_user_idx" ON "exam_papers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_questions_category_idx" ON "exam_questions" USING btree ("category_id","difficulty");--> statement-breakpoint
CREATE INDEX "study_plan_lectures_user_file_idx" ON "study_plan_lectures" USING btree ("user_id","file_id");--> statement-breakpoint
CREATE INDEX "study_plan_lectures_plan_sort_idx" ON "study_plan_lectures" USING btree ("plan_id","sort");--> statement-breakpoint
CREATE INDEX "study_plan_requests_user_idx" ON "study_plan_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "study_plans_user_idx" ON "study_plans" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "study_plans_status_idx" ON "study_plans" USING btree ("status","id");