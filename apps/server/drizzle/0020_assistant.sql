CREATE TABLE "assistant_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"outcome" text NOT NULL,
	"citations" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecture_transcripts" (
	"lecture_file_id" integer NOT NULL,
	"start_seconds" integer NOT NULL,
	"text" text NOT NULL,
	"terms" text[] NOT NULL,
	CONSTRAINT "lecture_transcripts_lecture_file_id_start_seconds_pk" PRIMARY KEY("lecture_file_id","start_seconds")
);
--> statement-breakpoint
ALTER TABLE "assistant_sessions" ADD CONSTRAINT "assistant_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_turns" ADD CONSTRAINT "assistant_turns_session_id_assistant_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."assistant_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_turns" ADD CONSTRAINT "assistant_turns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecture_transcripts" ADD CONSTRAINT "lecture_transcripts_lecture_file_id_lecture_files_id_fk" FOREIGN KEY ("lecture_file_id") REFERENCES "public"."lecture_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_sessions_user_idx" ON "assistant_sessions" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_turns_session_idx" ON "assistant_turns" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "assistant_turns_user_idx" ON "assistant_turns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lecture_transcripts_terms_idx" ON "lecture_transcripts" USING gin ("terms");