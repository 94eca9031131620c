import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { organisations } from "./organisations";

/**
 * The operator console's audit log (decision 085): one row per admin write, in the write's own transaction, and one
 * per refused admin call (outcome `denied`). `before`/`after` are the changed record as JSON (null when it did not
 * exist before or after). Rows are never updated or deleted by the application.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    /** Who: the operator's account (kept as null if the account is deleted; actorLabel keeps the name). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    /** What: the admin call's contract name (adminRefundDecide, adminUserDisable …). */
    action: text("action").notNull(),
    /** The record acted on (`order:T2026…`, `user:12`, `org:7`), empty for calls without one. */
    target: text("target").notNull(),
    /** `ok` for a write done, `denied` for a call refused for lack of a role. */
    outcome: text("outcome").$type<"ok" | "denied">().notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("admin_audit_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("admin_audit_action_idx").on(t.action, t.createdAt.desc()),
    index("admin_audit_target_idx").on(t.target, t.createdAt.desc()),
  ],
);

/**
 * Accounts an operator disabled: they cannot log in and their tokens stop resolving (auth.repo findLiveToken).
 * A row per disabled account; enabling deletes it.
 */
export const userSuspensions = pgTable("user_suspensions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  disabledBy: integer("disabled_by").references(() => users.id, { onDelete: "set null" }),
  reason: text("reason").notNull(),
  disabledAt: timestamp("disabled_at", { withTimezone: true }).notNull(),
});

/**
 * The version of an organisation's login key (absent: 1, the key every organisation started with). Rotating
 * bumps it: links sealed with the old key stop working (features/orgs/org-secrets.ts derives the key per version).
 */
export const orgLinkKeys = pgTable("org_link_keys", {
  orgId: integer("org_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull(),
});

/** The sandbox provider's refunds by merchant refund number, so asking again answers the same refund. */
export const sandboxRefunds = pgTable("sandbox_refunds", {
  refundNo: text("refund_no").primaryKey(),
  tradeNo: text("trade_no").notNull(),
  amountFen: integer("amount_fen").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
