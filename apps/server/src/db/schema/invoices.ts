import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./orders";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A learner's invoice title (发票抬头): a person (title_type 1, name only) or a company (2, with its 统一社会信用代码
 * and optional registration details). At most one default per learner (partial unique index).
 */
export const invoiceTitles = pgTable(
  "invoice_titles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleType: smallint("title_type").notNull(),
    name: text("name").notNull(),
    taxNo: text("tax_no").notNull().default(""),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    bank: text("bank").notNull().default(""),
    account: text("account").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("invoice_titles_user_idx").on(t.userId, t.id),
    uniqueIndex("invoice_titles_one_default_key").on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * An invoice application: the buyer as it was when applied (a later edit of the title changes nothing), the kind
 * (1 普通, 2 专用), the delivery e-mail, the tax-inclusive total in fen, and its status (1 申请中, 2 已开具, 3 已作废).
 * Issuing fixes the invoice number, the seller and the PDF bytes: the document never changes after issue.
 */
export const invoiceApplications = pgTable(
  "invoice_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: smallint("status").notNull(),
    kind: smallint("kind").notNull(),
    titleType: smallint("title_type").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerTaxNo: text("buyer_tax_no").notNull(),
    buyerAddress: text("buyer_address").notNull(),
    buyerPhone: text("buyer_phone").notNull(),
    buyerBank: text("buyer_bank").notNull(),
    buyerAccount: text("buyer_account").notNull(),
    email: text("email").notNull(),
    totalFen: integer("total_fen").notNull(),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    invoiceNumber: text("invoice_number").unique(),
    seller: jsonb("seller").$type<Record<string, string>>(),
    pdf: bytea("pdf"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [
    index("invoice_applications_user_idx").on(t.userId, t.id.desc()),
    // the operator console's list by status, newest first (features/admin)
    index("invoice_applications_status_idx").on(t.status, t.id.desc()),
  ],
);

/**
 * The orders of an application. `active` stays true unless the application is voided; the partial unique index on
 * `order_id` is what makes an order invoiceable once, whatever the number of concurrent applications.
 */
export const invoiceApplicationOrders = pgTable(
  "invoice_application_orders",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => invoiceApplications.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.orderId] }),
    uniqueIndex("invoice_application_orders_once_key").on(t.orderId).where(sql`${t.active}`),
  ],
);
