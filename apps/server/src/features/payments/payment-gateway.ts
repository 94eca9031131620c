/**
 * A payment provider as the orders feature uses it. Adapters: WeChat Pay v3 Native, H5 and JSAPI
 * (wechatpay-native-gateway.ts), Alipay 当面付 precreate and WAP (alipay-precreate-gateway.ts), and the sandbox
 * (sandbox-gateway.ts) that speaks each provider's notification protocol. Amounts are whole fen; trade numbers are
 * the shop's (`out_trade_no`).
 */
/** The server clock and log as the payment code needs them (kept here: server-context imports this feature). */
export type PaymentClock = () => Date;
export interface PaymentLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface PaymentGateway {
  /** Which pay method it serves (the orders' payType): 1 微信支付, 2 支付宝. */
  readonly payType: 1 | 2;
  readonly provider: "wechat" | "alipay";
  readonly sandbox: boolean;
  /** Opens a trade and returns the text of its payment QR code. */
  precreate(trade: PrecreateInput): Promise<{ codeUrl: string }>;
  /**
   * Opens a trade for one way of paying (asked again for the same trade and scene, answers the same trade). A
   * scene the provider does not offer throws GatewayRejected.
   */
  start(trade: PrecreateInput, scene: PayScene): Promise<PaymentStart>;
  /** The official account (公众号) app id whose openids JSAPI payments take; null when JSAPI is not offered. */
  readonly jsapiAppId: string | null;
  /** What the provider knows of a trade now (reconciliation). */
  query(tradeNo: string): Promise<TradeState>;
  /** Closes an unpaid trade so it can no longer be paid; answers what it found (paid trades stay paid). */
  close(tradeNo: string): Promise<TradeState>;
  refund(refund: RefundInput): Promise<{ providerRefundId: string }>;
  /** Checks a notification's signature and reads it; throws NotificationRejected when it is not genuine. */
  verifyNotification(headers: Headers, rawBody: string): Promise<PaymentNotification>;
  /** The answer the provider expects for a notification taken (true) or to be retried (false). */
  notificationAnswer(accepted: boolean): { status: 200 | 204 | 400 | 500; body: string; contentType: string };
}

export interface PrecreateInput {
  readonly tradeNo: string;
  readonly amountFen: number;
  readonly description: string;
  readonly expiresAt: Date;
  readonly notifyUrl: string;
  /** The site's public origin (PUBLIC_BASE_URL or the request's), for links the provider shows. */
  readonly publicBaseUrl: string;
}

/**
 * How the learner pays: `qr` a code scanned by a phone; `redirect` the phone's browser opens the provider's page and
 * comes back to `returnUrl` (WeChat H5 needs the payer's IP); `jsapi` WeChat's in-app browser pays for `openid`.
 */
export type PayScene =
  | { readonly flow: "qr" }
  | { readonly flow: "redirect"; readonly payerIp: string; readonly returnUrl: string }
  | { readonly flow: "jsapi"; readonly openid: string };

/** The getBrandWCPayRequest parameters of a JSAPI payment (the same shape as the pay answer's `jsapi`). */
export interface JsapiParams {
  readonly appId: string;
  readonly timeStamp: string;
  readonly nonceStr: string;
  readonly package: string;
  readonly signType: "RSA";
  readonly paySign: string;
}

export type PaymentStart =
  | { readonly flow: "qr"; readonly codeUrl: string }
  | { readonly flow: "redirect"; readonly url: string }
  | { readonly flow: "jsapi"; readonly jsapi: JsapiParams };

export interface RefundInput {
  readonly tradeNo: string;
  readonly refundNo: string;
  readonly amountFen: number;
  readonly totalFen: number;
  readonly reason: string;
}

export type TradeState =
  | { readonly state: "paid"; readonly transactionId: string; readonly amountFen: number; readonly paidAt: Date }
  | { readonly state: "unpaid" }
  | { readonly state: "closed" }
  /** The provider has no such trade (never opened, or not yet scanned for Alipay). */
  | { readonly state: "absent" };

export interface PaymentNotification {
  /** The provider's notification id, for the log. */
  readonly notifyId: string;
  readonly tradeNo: string;
  /** Only successful payments are acted on; other events are acknowledged and logged. */
  readonly paid: boolean;
  readonly transactionId: string;
  readonly amountFen: number;
  readonly paidAt: Date;
}

/** The provider could not be reached or answered with a server error: try again later. */
export class GatewayUnavailable extends Error {
  override readonly name = "GatewayUnavailable";
}

/** The provider refused the request (bad parameters, signature, business error). */
export class GatewayRejected extends Error {
  override readonly name = "GatewayRejected";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** A notification that is not genuine (signature, certificate, decryption, stale timestamp). */
export class NotificationRejected extends Error {
  override readonly name = "NotificationRejected";
}

/** How long one call to a provider may take (the endpoints that make one allow for it: http/endpoint-limits.ts). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A network call that fails on the network or times out is GatewayUnavailable. */
export async function callProvider(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs = PROVIDER_TIMEOUT_MS,
) {
  try {
    return await fetcher(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GatewayUnavailable(`${url}: ${String(error)}`);
  }
}
