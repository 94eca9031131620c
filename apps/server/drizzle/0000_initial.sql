CREATE TABLE "account_locks" (
	"account" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "learning_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"group_name" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "study_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_id" text,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"device_id" text,
	"event_name" text NOT NULL,
	"json_param" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text,
	"username" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"user_type" integer DEFAULT 1 NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"preference" jsonb,
	"learning_goal" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vip_product_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" text NOT NULL,
	"ot_price" text NOT NULL,
	"duration_days" integer NOT NULL,
	"description" text NOT NULL,
	"rights" jsonb NOT NULL,
	"org_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content_html" text NOT NULL,
	"content_path" text NOT NULL,
	"source" text NOT NULL,
	"doc_number" text NOT NULL,
	"keyword" text NOT NULL,
	"tags" text[] NOT NULL,
	"category_id" integer,
	"province_id" integer,
	"browse" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "articles_content_path_unique" UNIQUE("content_path")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_lecturers" (
	"course_id" integer NOT NULL,
	"lecturer_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_lecturers_course_id_lecturer_id_pk" PRIMARY KEY("course_id","lecturer_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"product_info" text NOT NULL,
	"detail_html" text NOT NULL,
	"price" text NOT NULL,
	"ot_price" text NOT NULL,
	"product_type" integer NOT NULL,
	"teaching_method" integer NOT NULL,
	"keyword" text NOT NULL,
	"tags" text[] NOT NULL,
	"update_mark" integer NOT NULL,
	"browse" integer DEFAULT 0 NOT NULL,
	"category_id" integer NOT NULL,
	"org_status" integer DEFAULT 1 NOT NULL,
	"lesson_count" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"province_id" integer,
	"course_update_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_files" (
	"id" integer PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"summary" text NOT NULL,
	"content_html" text NOT NULL,
	"course_ids" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hearings" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"speaker" text NOT NULL,
	"cover" text NOT NULL,
	"summary" text NOT NULL,
	"content_html" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kedans" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"description" text NOT NULL,
	"audience" text NOT NULL,
	"course_ids" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lecturers" (
	"id" integer PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"positional_titles" text NOT NULL,
	"intro" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"lecturer_name" text NOT NULL,
	"status" integer NOT NULL,
	"create_mode" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"province_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"media_id" text PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regional_columns" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer,
	"title" text NOT NULL,
	"more_link" text,
	"course_ids" jsonb NOT NULL,
	"live_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"title_terms" text[] NOT NULL,
	"body_terms" text[] NOT NULL,
	"category_id" integer,
	"product_type" integer,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "org_login_nonces" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_members" (
	"org_id" integer NOT NULL,
	"external_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "org_members_org_id_external_user_id_pk" PRIMARY KEY("org_id","external_user_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platform_code" text NOT NULL,
	"is_yunhe_org" boolean DEFAULT false NOT NULL,
	"config" jsonb NOT NULL,
	"visible_category_ids" jsonb
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_records" ADD CONSTRAINT "study_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_vip_product_id_vip_products_id_fk" FOREIGN KEY ("vip_product_id") REFERENCES "public"."vip_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lecturers" ADD CONSTRAINT "course_lecturers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lecturers" ADD CONSTRAINT "course_lecturers_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "learning_options_group_idx" ON "learning_options" USING btree ("group_key","sort");--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account","attempted_at");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "sms_codes_account_idx" ON "sms_codes" USING btree ("account","sent_at");--> statement-breakpoint
CREATE INDEX "study_records_user_idx" ON "study_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_name_idx" ON "tracking_events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile") WHERE "users"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "vip_memberships_user_idx" ON "vip_memberships" USING btree ("user_id","end_at");--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "categories_kind_idx" ON "categories" USING btree ("kind","parent_id","sort");--> statement-breakpoint
CREATE INDEX "course_lecturers_lecturer_idx" ON "course_lecturers" USING btree ("lecturer_id");--> statement-breakpoint
CREATE INDEX "courses_list_idx" ON "courses" USING btree ("product_type","created_at");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "courses_tags_idx" ON "courses" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "custom_files_theme_idx" ON "custom_files" USING btree ("theme","published_at");--> statement-breakpoint
CREATE INDEX "hearings_held_idx" ON "hearings" USING btree ("held_at");--> statement-breakpoint
CREATE INDEX "live_sessions_start_idx" ON "live_sessions" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "product_files_course_idx" ON "product_files" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "regional_columns_region_idx" ON "regional_columns" USING btree ("province_id","city_id");--> statement-breakpoint
CREATE INDEX "search_documents_title_terms_idx" ON "search_documents" USING gin ("title_terms");--> statement-breakpoint
CREATE INDEX "search_documents_body_terms_idx" ON "search_documents" USING gin ("body_terms");--> statement-breakpoint
CREATE UNIQUE INDEX "org_login_nonces_key" ON "org_login_nonces" USING btree ("org_id","nonce");--> statement-breakpoint
CREATE INDEX "org_members_user_idx" ON "org_members" USING btree ("user_id");