CREATE TABLE "oauth_login_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_sso_apps" (
	"org_id" integer NOT NULL,
	"provider" text NOT NULL,
	"config" jsonb NOT NULL,
	CONSTRAINT "org_sso_apps_org_id_provider_pk" PRIMARY KEY("org_id","provider")
);
--> statement-breakpoint
CREATE TABLE "social_bind_tickets" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "sso_access_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_user_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "org_sso_apps" ADD CONSTRAINT "org_sso_apps_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_login_states_expires_idx" ON "oauth_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "social_bind_tickets_expires_idx" ON "social_bind_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_user_key" ON "social_identities" USING btree ("provider","user_id");--> statement-breakpoint
CREATE INDEX "sso_access_tickets_expires_idx" ON "sso_access_tickets" USING btree ("expires_at");