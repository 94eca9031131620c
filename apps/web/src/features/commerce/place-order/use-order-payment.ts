import type { ApiClient, OrderData, OrderPayData } from "@taxlearn/api";
import { PAY_TYPES, type PayFrom } from "@taxlearn/core";
import {
  connectOrderPayment,
  type OrderPaymentView,
  orderPaymentMachine,
  type PaymentCode,
  type PaymentError,
  type PaymentStatus,
} from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { COMMERCE_TEXT } from "../commerce.messages";
import { leaveSiteFor } from "../shared/leave-site";
import { settledOrThrow } from "../shared/payment-errors";
import { rememberPendingPayment } from "../shared/pending-payment";
import { payInWeChatWallet } from "./wechat-wallet";

export interface OrderPaymentSetup {
  api: ApiClient;
  order: OrderData;
  payType: number;
  userId: number;
  /** the moment the page started paying, ms (the order's deadline counts from its own expiresAt) */
  now: number;
  /** where the learner pays (the device decides: see payFromOf) */
  from: PayFrom;
  /** the site path WeChat's authorisation comes back to (this page) */
  returnTo: string;
  /** back from WeChat's authorisation, which did not give the openid */
  wechatAuthFailed?: boolean;
  /** back from the provider's page: check, do not pay again */
  returned?: boolean;
}

/** verifyStatus's answer as the machine reads it: paid, closed by the server (expired), or not yet. */
export const paymentStatusOf = (answer: { paid: boolean; status: OrderData["status"] }): PaymentStatus => {
  if (answer.paid) return "paid";
  if (answer.status === "closed") return "expired";
  return "pending";
};

/** The pay answer as the machine takes it: the flow the server chose, and what it needs. */
export function paymentCodeOf(answer: OrderPayData): PaymentCode {
  if (answer.flow === "jsapi" && answer.jsapi) return { flow: "jsapi", request: answer.jsapi };
  if (answer.flow === "redirect") return { flow: "redirect", url: answer.codeUrl };
  return { flow: "qr", qrCode: answer.codeUrl };
}

interface PayCall {
  api: ApiClient;
  input: { uni: string; payType: number; from: PayFrom };
  returnTo: string;
  wechatAuthFailed: boolean;
}

/**
 * The pay call. Inside WeChat, 微信支付 needs the learner's openid first: unless the server knows it, this window goes
 * through WeChat's silent authorisation (a redirect, like a provider's page) and comes back to `returnTo`.
 */
async function pay({ api, input, returnTo, wechatAuthFailed }: PayCall): Promise<PaymentCode> {
  if (input.from === "wechat" && input.payType === PAY_TYPES.wechat) {
    const auth = await settledOrThrow(api.payWechatAuthorize({ returnTo }));
    if (!auth.bound) {
      // once round the authorisation is enough: a second refusal would loop
      if (wechatAuthFailed || !auth.authorizeUrl)
        throw { kind: "rejected", message: COMMERCE_TEXT.wechatAuthFailed } satisfies PaymentError;
      return { flow: "redirect", url: auth.authorizeUrl };
    }
  }
  return paymentCodeOf(await settledOrThrow(api.orderPay(input)));
}

/**
 * Pays an order that exists: `orderPaymentMachine` with the order as the server made it and the flow the device
 * gets (a QR, the provider's page, WeChat's wallet), then checking verifyStatus with back-off until paid or the
 * order's own deadline. Mount it again (a new `key`) to pay the same order afresh, e.g. with another pay method or
 * after the gateway was down.
 */
export function useOrderPayment(setup: OrderPaymentSetup): OrderPaymentView {
  const { api, order, payType, userId, now, from, returnTo, wechatAuthFailed = false, returned = false } = setup;
  const machine = useMemo(
    () =>
      orderPaymentMachine.provide({
        actions: {
          // the pay-result page finds the order again even when the provider comes back without it
          openPaymentPage: (_, { url }) => {
            rememberPendingPayment(order.tradeNo);
            leaveSiteFor(url);
          },
        },
        actors: {
          payOrder: fromPromise(({ input }) => pay({ api, input, returnTo, wechatAuthFailed })),
          payInWallet: fromPromise(({ input }) => payInWeChatWallet(input)),
          verifyStatus: fromPromise(async ({ input }) =>
            paymentStatusOf(await settledOrThrow(api.orderVerifyStatus(input))),
          ),
        },
      }),
    [api, order.tradeNo, returnTo, wechatAuthFailed],
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
      from,
      returned,
      timings: { orderTimeoutMs: Math.max(0, Date.parse(order.expiresAt) - now) },
    },
  });
  const snapshot = useSelector(actor, (state) => state);
  return connectOrderPayment(snapshot, actor.send);
}
