import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A learner. Mobile is null for users created by an organisation login without a phone number. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile"),
    username: text("username").notNull(),
    avatar: text("avatar").notNull().default(""),
    passwordHash: text("password_hash"),
    userType: integer("user_type").notNull().default(1),
    provinceId: integer("province_id"),
    cityId: integer("city_id"),
    preference: jsonb("preference").$type<Record<string, unknown>>(),
    learningGoal: jsonb("learning_goal").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_mobile_key").on(t.mobile).where(sql`${t.mobile} is not null`),
    // the operator console's new-learner figures by day
    index("users_created_idx").on(t.createdAt),
  ],
);

/** Tokens are stored as SHA-256 hashes; the raw token only ever exists in the login response. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orgId: integer("org_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * Failed-login budgets (README: Login limits). One row per client (`client:<keyed hash of the address>`) or account
 * (`account:<mobile>`) with the times of its failed (or still running) logins inside the window, at most the limit
 * of them; `updated_at` finds the rows whose times have all left the window, which are deleted.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    key: text("key").primaryKey(),
    failures: timestamp("failures", { withTimezone: true }).array().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_throttles_updated_idx").on(t.updatedAt)],
);

/** SMS verification codes (hashed); rows also drive the per-number send limits. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    account: text("account").notNull(),
    scene: text("scene").notNull(),
    codeHash: text("code_hash").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedChecks: integer("failed_checks").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [index("sms_codes_account_idx").on(t.account, t.sentAt)],
);

export const vipProducts = pgTable(
  "vip_products",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    price: text("price").notNull(),
    otPrice: text("ot_price").notNull(),
    durationDays: integer("duration_days").notNull(),
    description: text("description").notNull(),
    rights: jsonb("rights").$type<string[]>().notNull(),
    orgId: integer("org_id"),
    sort: integer("sort").notNull().default(0),
    /** Off sale (下架): hidden from /vip and refused at checkout; memberships and orders that name it stay. */
    onSale: boolean("on_sale").notNull().default(true),
  },
  // an organisation's VIP products in their order (/api/org/vipProduct)
  (t) => [index("vip_products_org_idx").on(t.orgId, t.sort)],
);

export const vipMemberships = pgTable(
  "vip_memberships",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vipProductId: integer("vip_product_id")
      .notNull()
      .references(() => vipProducts.id),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("vip_memberships_user_idx").on(t.userId, t.endAt)],
);

export const studyRecords = pgTable(
  "study_records",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    deviceId: text("device_id"),
    record: jsonb("record").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("study_records_user_idx").on(t.userId, t.createdAt)],
);

export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    deviceId: text("device_id"),
    eventName: text("event_name").notNull(),
    jsonParam: jsonb("json_param").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("tracking_events_name_idx").on(t.eventName, t.createdAt)],
);

export const regions = pgTable(
  "regions",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    parentId: integer("parent_id"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("regions_parent_idx").on(t.parentId, t.sort)],
);

export const learningOptions = pgTable(
  "learning_options",
  {
    id: integer("id").primaryKey(),
    groupKey: text("group_key").notNull(),
    groupName: text("group_name").notNull(),
    label: text("label").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("learning_options_group_idx").on(t.groupKey, t.sort)],
);
