import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, IntParam } from "../contract/params";

// The console's VIP shelf (finance, admin): the VIP products learners buy on /vip (price, duration, rights, on or
// off sale, an organisation's own products) and the FAQ under them. Form fields arrive as text; the server checks
// each and names the field in Chinese when it refuses (400).

const Text = Schema.optionalWith(Schema.String, { default: () => "" });
const Int = (fallback: number) => Schema.optionalWith(IntParam, { default: () => fallback });

export const AdminVipProductData = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  price: Schema.String,
  otPrice: Schema.String,
  durationDays: Schema.Int,
  description: Schema.String,
  rights: Schema.Array(Schema.String),
  /** An organisation's own product (shown to its members only); null: everyone's. */
  orgId: Schema.NullOr(Schema.Int),
  sort: Schema.Int,
  onSale: Schema.Boolean,
  /** Memberships granted by it so far (a product with buyers is taken off sale, never deleted). */
  memberships: Schema.Int,
});
export type AdminVipProductData = typeof AdminVipProductData.Type;

export const AdminFaqData = Schema.Struct({
  id: Schema.Int,
  question: Schema.String,
  answer: Schema.String,
  sort: Schema.Int,
});
export type AdminFaqData = typeof AdminFaqData.Type;

export const adminVipProductList = defineContract({
  name: "adminVipProductList",
  method: "GET",
  path: "/api/admin/vip-products",
  request: Schema.Struct({}),
  data: Schema.Struct({
    products: Schema.Array(AdminVipProductData),
    /** The organisations a product may be reserved for (finance may not open the organisations section). */
    orgs: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  }),
  auth: "required",
  summary: "Finance: every VIP product, on and off sale, everyone's first, in shelf order; the organisations.",
});

export const adminVipProductSave = defineContract({
  name: "adminVipProductSave",
  method: "POST",
  path: "/api/admin/vip-products/save",
  request: Schema.Struct({
    /** Edit this product; absent: a new one. */
    id: Schema.optional(IdParam),
    name: Text,
    price: Text,
    otPrice: Text,
    durationDays: Text,
    description: Text,
    /** One right per line. */
    rights: Text,
    /** An organisation id, or empty for everyone's. */
    orgId: Text,
    sort: Int(0),
    onSale: Int(1),
  }),
  data: AdminVipProductData,
  auth: "required",
  summary: "Finance: creates or edits a VIP product; existing orders and memberships keep what they were sold.",
});

export const adminFaqList = defineContract({
  name: "adminFaqList",
  method: "GET",
  path: "/api/admin/faqs",
  request: Schema.Struct({}),
  data: Schema.Array(AdminFaqData),
  auth: "required",
  summary: "Finance: the VIP page's questions and answers, in their order.",
});

export const adminFaqSave = defineContract({
  name: "adminFaqSave",
  method: "POST",
  path: "/api/admin/faqs/save",
  request: Schema.Struct({ id: Schema.optional(IdParam), question: Text, answer: Text, sort: Int(0) }),
  data: AdminFaqData,
  auth: "required",
  summary: "Finance: creates or edits a question and its plain-text answer.",
});

export const adminFaqDelete = defineContract({
  name: "adminFaqDelete",
  method: "POST",
  path: "/api/admin/faqs/:id/delete",
  request: Schema.Struct({ id: IdParam }),
  data: Schema.Struct({ id: Schema.Int }),
  auth: "required",
  summary: "Finance: removes a question from the VIP page.",
});

export const adminVipContracts = {
  adminVipProductList,
  adminVipProductSave,
  adminFaqList,
  adminFaqSave,
  adminFaqDelete,
} as const;
