CREATE TABLE "invoice_application_orders" (
	"application_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_application_orders_application_id_order_id_pk" PRIMARY KEY("application_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"title_type" smallint NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_no" text NOT NULL,
	"buyer_address" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_bank" text NOT NULL,
	"buyer_account" text NOT NULL,
	"email" text NOT NULL,
	"total_fen" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"invoice_number" text,
	"seller" jsonb,
	"pdf" "bytea",
	"applied_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "invoice_applications_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_type" smallint NOT NULL,
	"name" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_application_orders" ADD CONSTRAINT "invoice_application_orders_application_id_invoice_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."invoice_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_application_orders" ADD CONSTRAINT "invoice_application_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_application_orders_once_key" ON "invoice_application_orders" USING btree ("order_id") WHERE "invoice_application_orders"."active";--> statement-breakpoint
CREATE INDEX "invoice_applications_user_idx" ON "invoice_applications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_key" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";