CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"refund_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_refund_no_unique" UNIQUE("refund_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uni" text NOT NULL,
	"trade_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"unique_id" text NOT NULL,
	"product_kind" text NOT NULL,
	"product_type" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"list_price_fen" integer NOT NULL,
	"invite_code" text,
	"pay_type" integer NOT NULL,
	"status" text NOT NULL,
	"gateway_pay_type" integer,
	"code_url" text,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_uni_unique" UNIQUE("uni"),
	CONSTRAINT "orders_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notify_id" text,
	"trade_no" text,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"description" text NOT NULL,
	"notify_url" text NOT NULL,
	"state" text NOT NULL,
	"transaction_id" text,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"notify_due_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rights" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_open_key" ON "order_refunds" USING btree ("order_id") WHERE "order_refunds"."status" = 'requested';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_unique_id_key" ON "orders" USING btree ("user_id","unique_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" in ('created', 'paying');--> statement-breakpoint
CREATE INDEX "orders_user_product_idx" ON "orders" USING btree ("user_id","product_kind","product_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_trade_idx" ON "payment_notifications" USING btree ("trade_no","received_at");--> statement-breakpoint
CREATE INDEX "sandbox_trades_notify_idx" ON "sandbox_trades" USING btree ("notify_due_at") WHERE "sandbox_trades"."notify_due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_entries_name_value_key" ON "dict_entries" USING btree ("dict_name","value");--> statement-breakpoint
CREATE INDEX "dict_entries_name_idx" ON "dict_entries" USING btree ("dict_name","sort");--> statement-breakpoint
CREATE INDEX "faqs_sort_idx" ON "faqs" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "vip_rights_sort_idx" ON "vip_rights" USING btree ("sort","id");