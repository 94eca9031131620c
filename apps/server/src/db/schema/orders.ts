import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * An order of a VIP membership or a course (core order.rules.ts has the states and transitions). `uni` is the
 * learner-facing handle the pay call takes, `trade_no` the merchant order number the payment provider sees
 * (WeChat out_trade_no / Alipay out_trade_no); both random and unique. Amounts are whole fen.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    uni: text("uni").notNull().unique(),
    tradeNo: text("trade_no").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client's idempotency key: one order per (user, key). */
    uniqueId: text("unique_id").notNull(),
    productKind: text("product_kind").$type<"vip" | "course">().notNull(),
    productType: integer("product_type").notNull(),
    productId: integer("product_id").notNull(),
    productName: text("product_name").notNull(),
    amountFen: integer("amount_fen").notNull(),
    /** The list price at the time of the order, before any discount (none today). */
    listPriceFen: integer("list_price_fen").notNull(),
    inviteCode: text("invite_code"),
    payType: integer("pay_type").notNull(),
    status: text("status").$type<"created" | "paying" | "paid" | "closed" | "refunding" | "refunded">().notNull(),
    /** The provider (payType) holding an open trade for this order and the QR content it gave. */
    gatewayPayType: integer("gateway_pay_type"),
    /**
     * The provider's merchant order number of that trade (order_trades): the order's trade_no for the first pay
     * method, a fresh one after each switch, as providers do not reopen a closed out_trade_no.
     */
    gatewayTradeNo: text("gateway_trade_no"),
    codeUrl: text("code_url"),
    /** The provider's transaction id once paid. */
    transactionId: text("transaction_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Set by the invoice feature when an invoice is applied for (cleared when it is voided). */
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("orders_user_unique_id_key").on(t.userId, t.uniqueId),
    // at most one open (unpaid) order per learner and product: a second checkout answers the first
    uniqueIndex("orders_one_open_key")
      .on(t.userId, t.productKind, t.productId)
      .where(sql`${t.status} in ('created', 'paying')`),
    // the learner's list, newest first, with or without a status filter
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("orders_user_status_idx").on(t.userId, t.status, t.createdAt.desc()),
    // reconciliation: the few unpaid orders, by deadline
    index("orders_open_idx").on(t.expiresAt).where(sql`${t.status} in ('created', 'paying')`),
    // "has the learner bought this course": paid course orders of a user
    index("orders_user_product_idx").on(t.userId, t.productKind, t.productId),
    // the operator console's lists: newest first, optionally by status (features/admin)
    index("orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("orders_paid_idx").on(t.paidAt).where(sql`${t.paidAt} is not null`),
  ],
);

/** The audit trail: one row per state change (and per refused payment notification), in the same transaction. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** What moved it: create, pay, notify, reconcile, expire, cancel, refund-request, refund, refund-reject. */
    cause: text("cause").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/** Every payment notification received, verified or not, with what was done with it. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    /** The provider's notification id (WeChat `id`, Alipay `notify_id`), when it could be read. */
    notifyId: text("notify_id"),
    tradeNo: text("trade_no"),
    /** applied | duplicate | refunded (a payment the order could not take, refunded automatically) | rejected | ignored */
    outcome: text("outcome").notNull(),
    reason: text("reason").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_notifications_trade_idx").on(t.tradeNo, t.receivedAt)],
);

/**
 * Every trade a provider was asked to open for an order (its merchant order number), kept after a pay-method
 * switch closes it, so a late notification or a reconciliation of an old trade still finds its order.
 */
export const orderTrades = pgTable(
  "order_trades",
  {
    tradeNo: text("trade_no").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    payType: integer("pay_type").notNull(),
    /**
     * How the trade is paid: qr (Native / precreate), redirect (H5 / WAP) or jsapi. A provider opens an out_trade_no
     * for one kind of payment only, so another flow takes another trade.
     */
    flow: text("flow").$type<"qr" | "redirect" | "jsapi">().notNull().default("qr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Set once the provider confirmed the trade closed (or paid): reconciliation stops asking. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("order_trades_order_idx").on(t.orderId)],
);

/** A refund: requested by the learner, approved by an operator (order:refund), then made by the provider. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The merchant refund number sent to the provider (out_refund_no / out_request_no). */
    refundNo: text("refund_no").notNull().unique(),
    amountFen: integer("amount_fen").notNull(),
    reason: text("reason").notNull(),
    /** requested | succeeded | rejected */
    status: text("status").$type<"requested" | "succeeded" | "rejected">().notNull(),
    providerRefundId: text("provider_refund_id"),
    /** The provider trade (merchant order number) refunded; null: the order's paid trade (gateway_trade_no). */
    tradeNo: text("trade_no"),
    /** Made by the server, not asked for: a second payment for something the learner already owned. */
    automatic: boolean("automatic").notNull().default(false),
    /** The share (0-100) of the course watched when the refund was asked for (the approval checks it again). */
    watchedPercent: real("watched_percent"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId, t.id),
    // one open refund per order
    uniqueIndex("order_refunds_open_key").on(t.orderId).where(sql`${t.status} = 'requested'`),
  ],
);

/**
 * The sandbox payment provider's own ledger (development and tests only): trades it was asked for, their state
 * and the notification it still owes the shop. Kept in the database so that a killed server finds the sandbox's
 * payments again, as a real provider would still know them.
 */
export const sandboxTrades = pgTable(
  "sandbox_trades",
  {
    tradeNo: text("trade_no").primaryKey(),
    amountFen: integer("amount_fen").notNull(),
    description: text("description").notNull(),
    notifyUrl: text("notify_url").notNull(),
    /** NOTPAY | SUCCESS | CLOSED | PAYERROR | REFUND (WeChat Pay v3 trade_state names) */
    state: text("state").notNull(),
    transactionId: text("transaction_id"),
    refundedFen: integer("refunded_fen").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Notification still owed: the next attempt's time and the attempts so far. */
    notifyDueAt: timestamp("notify_due_at", { withTimezone: true }),
    notifyAttempts: integer("notify_attempts").notNull().default(0),
    /**
     * The secret of the trade's scan-page URL (what the QR holds): only the buyer's pay answer carries it, as only
     * the QR's holder can pay a real wallet's trade. Null for trades opened before it existed (not payable).
     */
    paySecret: text("pay_secret"),
    /** Which provider the sandbox plays for this trade: 1 WeChat Pay (v3 notifications), 2 Alipay (form notifications). */
    payType: integer("pay_type").notNull().default(1),
    /** qr | redirect | jsapi: which page the trade is paid on (the scan page, the H5/WAP page, the JSAPI bridge). */
    flow: text("flow").notNull().default("qr"),
  },
  (t) => [index("sandbox_trades_notify_idx").on(t.notifyDueAt).where(sql`${t.notifyDueAt} is not null`)],
);
