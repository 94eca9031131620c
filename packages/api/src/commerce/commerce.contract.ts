import { OrderCreate, OrderPay, OrderVerify } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { EmptyRequest, PageOf, TextParam } from "../contract/params";
import {
  DictItemData,
  FaqData,
  OrderByTradeNo,
  OrderData,
  OrderListRequest,
  OrderPayData,
  OrderRefundRequest,
  OrderVerifyData,
  VipProductItem,
  VipRightData,
  WechatPayerAuthorizeData,
  WechatPayerAuthorizeRequest,
} from "./commerce.schema";

export * from "./commerce.schema";

// spec §7 "Membership and orders", plus the learner's order calls of /center/order. Order states and rules:
// core's order.rules.ts. Every order call is scoped to the token's user: another learner's order is 404.

export const vipProducts = defineContract({
  name: "vipProducts",
  method: "GET",
  path: "/api/vipProducts",
  request: EmptyRequest,
  data: Schema.Array(VipProductItem),
  auth: "optional",
  summary:
    "The VIP products on sale (also the footer's list); a member of an organisation also sees its org-only ones.",
});

export const vipRightsAll = defineContract({
  name: "vipRightsAll",
  method: "GET",
  path: "/api/vipRightsList/vipAll",
  request: EmptyRequest,
  data: Schema.Array(VipRightData),
  summary: "All VIP rights, grouped on the page by `type` (the vip_rights_type dictionary).",
});

export const faqList = defineContract({
  name: "faqList",
  method: "GET",
  path: "/api/faqList",
  request: EmptyRequest,
  data: Schema.Array(FaqData),
  summary: "VIP FAQs in display order.",
});

export const dictDetailList = defineContract({
  name: "dictDetailList",
  method: "GET",
  path: "/api/dict/detailList",
  request: Schema.Struct({ name: TextParam }),
  data: Schema.Array(DictItemData),
  summary: "A dictionary's entries (name=vip_rights_type for the VIP rights types); an unknown name → 404.",
});

export const orderCreate = defineContract({
  name: "orderCreate",
  method: "POST",
  path: "/api/order/online/create",
  request: OrderCreate,
  data: OrderData,
  auth: "required",
  summary:
    "Creates an order (spec §3 payload) priced by the server; the same uniqueId returns the same order. Free course " +
    "→ 400, owned course → 409 商品已购买, unknown product → 404.",
});

export const orderPay = defineContract({
  name: "orderPay",
  method: "POST",
  path: "/api/order/online/pay",
  request: OrderPay,
  data: OrderPayData,
  auth: "required",
  summary:
    "Asks the payment provider for the order's QR (spec §3 payload). Closed → 409 订单已关闭; provider down → 503 " +
    "支付服务暂不可用，请稍后再试 (the order stays payable).",
});

export const orderVerifyStatus = defineContract({
  name: "orderVerifyStatus",
  method: "POST",
  path: "/api/order/verifyStatus",
  request: OrderVerify,
  data: OrderVerifyData,
  auth: "required",
  summary: "The order's state (the body's userId is ignored: the token decides; another learner's order → 404).",
});

export const orderList = defineContract({
  name: "orderList",
  method: "GET",
  path: "/api/order/list",
  request: OrderListRequest,
  data: PageOf(OrderData),
  auth: "required",
  summary: "The learner's orders, newest first, optionally of one status.",
});

export const orderDetail = defineContract({
  name: "orderDetail",
  method: "GET",
  path: "/api/order/detail/:tradeNo",
  request: OrderByTradeNo,
  data: OrderData,
  auth: "required",
  summary: "One of the learner's orders by trade number (another learner's → 404).",
});

export const orderCancel = defineContract({
  name: "orderCancel",
  method: "POST",
  path: "/api/order/cancel",
  request: OrderByTradeNo,
  data: OrderData,
  auth: "required",
  summary:
    "Closes an unpaid order (also at the provider). A paid one → 409; if it turns out paid, it is answered paid.",
});

export const orderRefund = defineContract({
  name: "orderRefund",
  method: "POST",
  path: "/api/order/refund",
  request: OrderRefundRequest,
  data: OrderData,
  auth: "required",
  summary: "Requests a refund of a paid order (rule: core refundEligibility); 409 with the reason when not allowed.",
});

export const payWechatAuthorize = defineContract({
  name: "payWechatAuthorize",
  method: "POST",
  path: "/api/pay/wechat/authorize",
  request: WechatPayerAuthorizeRequest,
  data: WechatPayerAuthorizeData,
  auth: "required",
  summary:
    "Inside WeChat, before paying with from=wechat: bound → pay at once; else open authorizeUrl (WeChat's silent " +
    "snsapi_base authorisation), which returns to returnTo with wxAuth=ok|failed. 409 when WeChat JSAPI is not offered.",
});

export const commerceContracts = {
  vipProducts,
  vipRightsAll,
  faqList,
  dictDetailList,
  orderCreate,
  orderPay,
  orderVerifyStatus,
  orderList,
  orderDetail,
  orderCancel,
  orderRefund,
  payWechatAuthorize,
} as const;
