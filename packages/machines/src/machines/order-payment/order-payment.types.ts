import type { OrderCreate, OrderPay, OrderVerify } from "@taxlearn/core";

/** Not in the spec (it leaves order and payment states open): timings a real shop would use. */
export interface PaymentTimings {
  /** first wait before checking the payment; doubles each check (back-off) */
  pollBaseMs: number;
  /** the longest wait between two checks */
  pollMaxMs: number;
  /** the order expires this long after it was created, however long the requests take */
  orderTimeoutMs: number;
  /** wait before retrying a request that failed on the network */
  retryDelayMs: number;
  /** network retries of requesting the payment code / the last check before closing */
  maxRetries: number;
}

export const DEFAULT_PAYMENT_TIMINGS: PaymentTimings = {
  pollBaseMs: 2_000,
  pollMaxMs: 15_000,
  orderTimeoutMs: 15 * 60_000,
  retryDelayMs: 2_000,
  maxRetries: 3,
};

/** The order being paid, as the server made it: what the pay call and the checks name. */
export interface PayableOrder {
  /** the order number the pay call takes */
  uni: string;
  /** the trade number the checks take */
  tradeNo: string;
  productId: number;
  productType: number;
  payType: number;
}

export interface OrderPaymentInput {
  order: PayableOrder;
  userId: number;
  /** the `from` of the pay call: where the learner pays (the web chooses by device) */
  from: OrderPay["from"];
  /** `orderTimeoutMs` is what is left of the order's own deadline when paying starts */
  timings?: Partial<PaymentTimings>;
  /**
   * The learner is back from the provider's page (a phone payment): no pay call, the payment is checked at once and
   * then with the usual back-off, whether or not the provider said anything on the way back.
   */
  returned?: boolean;
}

/** What creating the order returns (orderCreateMachine's output): its number (`uni`, for paying) and trade number. */
export interface CreatedOrder {
  uni: string;
  tradeNo: string;
}

/**
 * What the pay call returns, by the flow the server chose for where the learner pays: a QR code to scan (pc), the
 * provider's page this window opens (h5: WeChat Pay H5, Alipay WAP), or the request WeChat's in-app wallet takes
 * (wechat: JSAPI).
 */
export type PaymentCode =
  | { flow: "qr"; qrCode: string }
  | { flow: "redirect"; url: string }
  | { flow: "jsapi"; request: WalletRequest };

/** `WeixinJSBridge.invoke("getBrandWCPayRequest", request, …)`'s parameters, signed by the server. */
export interface WalletRequest {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: "RSA";
  paySign: string;
}

/** What WeChat's wallet said (`get_brand_wcpay_request:ok|cancel|fail`); only the server's check says paid. */
export type WalletOutcome = "ok" | "cancel" | "fail";

/** What a payment check says. */
export type PaymentStatus = "pending" | "paid" | "failed" | "expired";

/**
 * How a request failed: on the network (retried), or refused by the server (not retried). Anything else a
 * provided actor throws is treated as a refusal without a message.
 */
export type PaymentError = { kind: "network" } | { kind: "rejected"; message: string; status?: number };

export interface OrderPaymentContext {
  order: PayableOrder;
  userId: number;
  from: OrderPay["from"];
  timings: PaymentTimings;
  returned: boolean;
  /** the last pay call's answer */
  code: PaymentCode | null;
  /** the wallet was closed without paying (cancel) or failed: said so, with another try */
  walletOutcome: Exclude<WalletOutcome, "ok"> | null;
  /** payment checks done so far (drives the back-off) */
  checks: number;
  retries: number;
  /**
   * Why the order is closing, once it is: the learner cancelled, or the deadline came. A closing order makes
   * one last check (or waits for the one under way): paid is paid, anything else ends cancelled or expired.
   */
  closing: OrderClosing | null;
  /** why the order failed: the server's message (or a neutral text), or core's network text once the retries ran out */
  failure: string | null;
  /**
   * The learner's 我已完成支付: `asked` while its check is under way, `notYetPaid` once a check answered that no
   * payment has arrived (said on the page while the checks go on).
   */
  confirmation: "asked" | "notYetPaid" | null;
}

export type OrderClosing = "cancel" | "deadline";

export type OrderPaymentEvent =
  /** the learner says they have paid: check now */
  | { type: "PAY.CONFIRM" }
  /** the learner gives up; one last check decides (paid stays paid) */
  | { type: "PAY.CANCEL" }
  /** after the wallet was cancelled or failed: ask for the payment again */
  | { type: "PAY.RETRY" };

export interface OrderPaymentView {
  /**
   * `cancelling`: cancelled by the learner, `expiring`: past the deadline; in both the last check is under way
   * and decides between paid and cancelled / expired. `inWallet`: WeChat's wallet is open; `walletDeclined`: it was
   * cancelled or failed (`walletOutcome` says which), another try is `retry`.
   */
  status:
    | "preparing"
    | "awaitingPayment"
    | "inWallet"
    | "walletDeclined"
    | "cancelling"
    | "expiring"
    | "paid"
    | "failed"
    | "expired"
    | "cancelled";
  /** only while awaiting payment by QR: a closing order is not to be paid any more */
  qrCode: string | null;
  /** only while awaiting payment on the provider's page (h5): where it is, to open again */
  paymentUrl: string | null;
  walletOutcome: Exclude<WalletOutcome, "ok"> | null;
  /** a payment check is under way */
  checking: boolean;
  /** the learner said they paid, and the checks since have found no payment yet (they go on) */
  notYetPaid: boolean;
  failure: string | null;
  confirmPaid: () => void;
  cancel: () => void;
  retry: () => void;
}

export type { OrderCreate, OrderPay, OrderVerify };
