import type { OrderData } from "@taxlearn/api";

/** What is being bought: a VIP product or a course (the /vip/payment query: `vip=ID` or `course=ID`). */
export type PurchaseTarget =
  | { readonly kind: "vip"; readonly id: number }
  | { readonly kind: "course"; readonly id: number };

export const VIP_PATH = "/vip";
export const COURSES_PATH = "/course/list";
export const ORDERS_PATH = "/center/order";

export const paymentPath = (target: PurchaseTarget): string => `/vip/payment?${target.kind}=${target.id}`;

export const placeOrderPath = (tradeNo: string): string => `/vip/placeOrder?tradeNo=${encodeURIComponent(tradeNo)}`;

export const successPath = (tradeNo: string): string => `/success/success?tradeNo=${encodeURIComponent(tradeNo)}`;

export const courseDetailPath = (id: number): string => `/course/details?id=${id}`;

export const invoiceApplyPath = (tradeNo: string): string =>
  `/center/invoice-apply?tradeNo=${encodeURIComponent(tradeNo)}`;

/** The order's product: a course opens its detail, a membership /vip. */
export const productPathOf = (order: Pick<OrderData, "productKind" | "productId">): string =>
  order.productKind === "course" ? courseDetailPath(order.productId) : VIP_PATH;

/** Where buying the order's product again starts. */
export const purchaseTargetOf = (order: Pick<OrderData, "productKind" | "productId">): PurchaseTarget => ({
  kind: order.productKind,
  id: order.productId,
});
