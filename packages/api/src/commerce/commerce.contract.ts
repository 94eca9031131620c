import { OrderCreate, OrderPay, OrderVerify } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { EmptyRequest, TextParam } from "../contract/params";
import { VipProductData } from "../org/org.contract";

// spec §7 "Membership and orders". Planned: the server answers them with 该栏目暂未开放 until commerce is built.

export const VipRightData = Schema.Struct({
  id: Schema.Int,
  type: Schema.Int,
  name: Schema.String,
  icon: Schema.String,
  description: Schema.String,
});
export type VipRightData = typeof VipRightData.Type;
export const FaqData = Schema.Struct({ id: Schema.Int, question: Schema.String, answer: Schema.String });
export type FaqData = typeof FaqData.Type;
export const DictItemData = Schema.Struct({ label: Schema.String, value: Schema.String, sort: Schema.Int });
export type DictItemData = typeof DictItemData.Type;

export const OrderData = Schema.Struct({
  uni: Schema.String,
  tradeNo: Schema.String,
  productId: Schema.Int,
  productType: Schema.Int,
  productName: Schema.String,
  amount: Schema.String,
  status: Schema.Literal("created", "paid", "closed"),
  createdAt: Schema.String,
});
export type OrderData = typeof OrderData.Type;

export const vipProducts = defineContract({
  name: "vipProducts",
  method: "GET",
  path: "/api/vipProducts",
  request: EmptyRequest,
  data: Schema.Array(VipProductData),
  status: "planned",
  summary: "The VIP products on sale (also the footer's list).",
});

export const vipRightsAll = defineContract({
  name: "vipRightsAll",
  method: "GET",
  path: "/api/vipRightsList/vipAll",
  request: EmptyRequest,
  data: Schema.Array(VipRightData),
  status: "planned",
  summary: "All VIP rights.",
});

export const faqList = defineContract({
  name: "faqList",
  method: "GET",
  path: "/api/faqList",
  request: EmptyRequest,
  data: Schema.Array(FaqData),
  status: "planned",
  summary: "VIP FAQs.",
});

export const dictDetailList = defineContract({
  name: "dictDetailList",
  method: "GET",
  path: "/api/dict/detailList",
  request: Schema.Struct({ name: TextParam }),
  data: Schema.Array(DictItemData),
  status: "planned",
  summary: "A dictionary's entries (name=vip_rights_type for the VIP rights types).",
});

export const orderCreate = defineContract({
  name: "orderCreate",
  method: "POST",
  path: "/api/order/online/create",
  request: OrderCreate,
  data: OrderData,
  auth: "required",
  status: "planned",
  summary: "Creates an order (spec §3 order create payload).",
});

export const orderPay = defineContract({
  name: "orderPay",
  method: "POST",
  path: "/api/order/online/pay",
  request: OrderPay,
  data: Schema.Struct({ uni: Schema.String, payUrl: Schema.String, qrCode: Schema.String }),
  auth: "required",
  status: "planned",
  summary: "Starts paying an order (spec §3 order pay payload).",
});

export const orderVerifyStatus = defineContract({
  name: "orderVerifyStatus",
  method: "POST",
  path: "/api/order/verifyStatus",
  request: OrderVerify,
  data: Schema.Struct({ paid: Schema.Boolean, order: OrderData }),
  auth: "required",
  status: "planned",
  summary: "Whether an order is paid (the body's userId is ignored: the token decides).",
});

export const aiServiceCheck = defineContract({
  name: "aiServiceCheck",
  method: "GET",
  path: "/api/ai/check",
  request: EmptyRequest,
  data: Schema.Struct({ available: Schema.Boolean }),
  auth: "required",
  status: "planned",
  summary: "The AI-service check before entering /ai (failure → AI服务异常，请稍后再试).",
});

export const commerceContracts = {
  vipProducts,
  vipRightsAll,
  faqList,
  dictDetailList,
  orderCreate,
  orderPay,
  orderVerifyStatus,
  aiServiceCheck,
} as const;
