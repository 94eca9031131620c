import type { ScreenLoaders } from "../../lib/screen-loaders";

/**
 * VIP, payment and orders by route name (core ROUTES): /vip, /vip/payment, /vip/placeOrder, /pay/result (back from
 * a phone payment), /success/success (a
 * purchase's result, or the generic 操作成功) and the learner centre's /center/order (the app's centre frame wraps it).
 */
export const commerceScreens: ScreenLoaders = {
  vip: () => import("./vip/vip-screen"),
  vipPayment: () => import("./payment/vip-payment-screen"),
  vipPlaceOrder: () => import("./place-order/place-order-screen"),
  payResult: () => import("./pay-result/pay-result-screen"),
  success: () => import("./success/success-screen"),
  order: () => import("./orders/order-screen"),
};
