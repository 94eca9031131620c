CREATE TABLE "live_media" (
	"live_id" integer PRIMARY KEY NOT NULL,
	"stream_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"course_id" integer,
	"replay_url" text,
	"replay_seconds" real,
	"interrupted" boolean DEFAULT false NOT NULL,
	"went_live_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "live_media_stream_key_unique" UNIQUE("stream_key")
);
--> statement-breakpoint
CREATE TABLE "live_replay_progress" (
	"user_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"position_seconds" real NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_replay_progress_user_id_live_id_pk" PRIMARY KEY("user_id","live_id")
);
--> statement-breakpoint
ALTER TABLE "live_media" ADD CONSTRAINT "live_media_live_id_live_sessions_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_media" ADD CONSTRAINT "live_media_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replay_progress" ADD CONSTRAINT "live_replay_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replay_progress" ADD CONSTRAINT "live_replay_progress_live_id_live_sessions_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;