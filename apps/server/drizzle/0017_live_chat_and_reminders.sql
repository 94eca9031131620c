CREATE TABLE "live_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"from_lecturer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chat_mutes" (
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"muted_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_chat_mutes_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_reminders" (
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_reminders_live_id_user_id_kind_pk" PRIMARY KEY("live_id","user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_live_id_live_sessions_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_live_id_live_sessions_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_live_id_live_sessions_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_live_idx" ON "live_chat_messages" USING btree ("live_id","id");--> statement-breakpoint
CREATE INDEX "live_chat_messages_sender_idx" ON "live_chat_messages" USING btree ("live_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_bookings_live_idx" ON "live_bookings" USING btree ("live_id");