import type { ApiClient, OrderData } from "@taxlearn/api";
import {
  connectOrderPayment,
  type OrderPaymentView,
  orderPaymentMachine,
  type PaymentStatus,
} from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { settledOrThrow } from "../shared/payment-errors";

/** The `from` of the pay call: this is the desktop/mobile web site. */
export const PAY_FROM = "pc" as const;

export interface OrderPaymentSetup {
  api: ApiClient;
  order: OrderData;
  payType: number;
  userId: number;
  /** the moment the page started paying, ms (the order's deadline counts from its own expiresAt) */
  now: number;
}

/** verifyStatus's answer as the machine reads it: paid, closed by the server (expired), or not yet. */
export const paymentStatusOf = (answer: { paid: boolean; status: OrderData["status"] }): PaymentStatus => {
  if (answer.paid) return "paid";
  if (answer.status === "closed") return "expired";
  return "pending";
};

/**
 * Pays an order that exists: `orderPaymentMachine` with the order as the server made it, asking the gateway for the
 * payment code, then checking verifyStatus with back-off until paid or the order's own deadline. Mount it again (a
 * new `key`) to pay the same order afresh, e.g. with another pay method or after the gateway was down.
 */
export function useOrderPayment({ api, order, payType, userId, now }: OrderPaymentSetup): OrderPaymentView {
  const machine = useMemo(
    () =>
      orderPaymentMachine.provide({
        actors: {
          payOrder: fromPromise(async ({ input }) => {
            const paid = await settledOrThrow(api.orderPay(input));
            return { qrCode: paid.codeUrl };
          }),
          verifyStatus: fromPromise(async ({ input }) =>
            paymentStatusOf(await settledOrThrow(api.orderVerifyStatus(input))),
          ),
        },
      }),
    [api],
  );
  const actor = useActorRef(machine, {
    input: {
      order: {
        uni: order.uni,
        tradeNo: order.tradeNo,
        productId: order.productId,
        productType: order.productType,
        payType,
      },
      userId,
      from: PAY_FROM,
      timings: { orderTimeoutMs: Math.max(0, Date.parse(order.expiresAt) - now) },
    },
  });
  const snapshot = useSelector(actor, (state) => state);
  return connectOrderPayment(snapshot, actor.send);
}
