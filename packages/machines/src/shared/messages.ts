/**
 * The machines' own Chinese texts: situations the spec gives no wording for. The spec's texts stay in
 * core's `MESSAGES` and are used from there.
 */
export const MACHINE_MESSAGES = {
  // a request the server refused without saying why: not the network's fault, so not core's network text
  orderRefused: "订单处理失败，请稍后再试",
} as const;
