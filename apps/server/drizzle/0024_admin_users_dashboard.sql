CREATE TABLE "learner_active_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "learner_active_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "learner_active_days" ADD CONSTRAINT "learner_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;