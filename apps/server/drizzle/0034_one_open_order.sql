CREATE TABLE "order_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pay_type" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "watched_percent" real;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_trade_no" text;--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "pay_secret" text;--> statement-breakpoint
ALTER TABLE "order_trades" ADD CONSTRAINT "order_trades_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_trades_order_idx" ON "order_trades" USING btree ("order_id");--> statement-breakpoint
UPDATE "orders" SET "gateway_trade_no" = "trade_no" WHERE "gateway_pay_type" IS NOT NULL;--> statement-breakpoint
-- before the one-open-order index: of several open orders of one learner and product, the newest stays open and
-- the others close (their sandbox trades too; a live provider's trade expires with the order's 15 minutes, and a
-- payment that still arrives for a closed order is refunded automatically)
WITH "duplicates" AS (
  SELECT "id", "status", "trade_no" FROM (
    SELECT "id", "status", "trade_no", row_number() OVER (
      PARTITION BY "user_id", "product_kind", "product_id" ORDER BY "created_at" DESC, "id" DESC
    ) AS "rank"
    FROM "orders" WHERE "status" IN ('created', 'paying')
  ) "ranked" WHERE "rank" > 1
), "events" AS (
  INSERT INTO "order_events" ("order_id", "from_status", "to_status", "cause", "detail", "created_at")
  SELECT "id", "status", 'closed', 'duplicate-open-order', '{}'::jsonb, now() FROM "duplicates"
), "trades" AS (
  UPDATE "sandbox_trades" SET "state" = 'CLOSED'
  WHERE "state" IN ('NOTPAY', 'PAYERROR') AND "trade_no" IN (SELECT "trade_no" FROM "duplicates")
)
UPDATE "orders" SET "status" = 'closed', "closed_at" = now(), "updated_at" = now()
WHERE "id" IN (SELECT "id" FROM "duplicates");--> statement-breakpoint
INSERT INTO "order_trades" ("trade_no", "order_id", "pay_type", "created_at", "settled_at")
SELECT "trade_no", "id", "gateway_pay_type", "created_at",
  CASE WHEN "status" IN ('created', 'paying') THEN NULL ELSE "updated_at" END
FROM "orders" WHERE "gateway_pay_type" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_key" ON "orders" USING btree ("user_id","product_kind","product_id") WHERE "orders"."status" in ('created', 'paying');