CREATE TABLE "org_assignment_learners" (
	"assignment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"study_plan_id" integer,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "org_assignment_learners_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "org_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"course_ids" jsonb NOT NULL,
	"deadline" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_credit_requirements" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"total_tenths" integer NOT NULL,
	"by_category_tenths" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "org_managers" (
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"granted_by" integer,
	CONSTRAINT "org_managers_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "org_assignment_learners" ADD CONSTRAINT "org_assignment_learners_assignment_id_org_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."org_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignment_learners" ADD CONSTRAINT "org_assignment_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignment_learners" ADD CONSTRAINT "org_assignment_learners_study_plan_id_study_plans_id_fk" FOREIGN KEY ("study_plan_id") REFERENCES "public"."study_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignments" ADD CONSTRAINT "org_assignments_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_assignments" ADD CONSTRAINT "org_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_credit_requirements" ADD CONSTRAINT "org_credit_requirements_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_credit_requirements" ADD CONSTRAINT "org_credit_requirements_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_managers" ADD CONSTRAINT "org_managers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_managers" ADD CONSTRAINT "org_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_managers" ADD CONSTRAINT "org_managers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_assignment_learners_user_idx" ON "org_assignment_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "org_assignments_org_idx" ON "org_assignments" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "org_assignments_deadline_idx" ON "org_assignments" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "org_managers_user_idx" ON "org_managers" USING btree ("user_id");