import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import type { PaymentClock } from "./payment-gateway";
import {
  callProvider,
  GatewayRejected,
  GatewayUnavailable,
  type PaymentGateway,
  type PaymentNotification,
  type PaymentStart,
  type PayScene,
  type PrecreateInput,
  type RefundInput,
  type TradeState,
} from "./payment-gateway";
import {
  authorizationHeader,
  h5UrlWithReturn,
  jsapiParams,
  nonce,
  readTransactionNotification,
  rfc3339Beijing,
  verifySignedHeaders,
  type WechatTransaction,
  wechatAnswer,
  wechatNotification,
} from "./wechatpay-v3";

export interface WechatPayConfig {
  readonly appId: string;
  readonly mchId: string;
  /** The merchant API certificate's serial number (serial_no of the Authorization header). */
  readonly serialNo: string;
  /** apiclient_key.pem */
  readonly privateKeyPem: string;
  readonly apiV3Key: string;
  /** The WeChat Pay public key (PEM) and its id (PUB_KEY_ID_…), which signs answers and notifications. */
  readonly platformPublicKeyPem: string;
  readonly platformSerial: string;
  /** https://api.mch.weixin.qq.com */
  readonly baseUrl: string;
  /**
   * The official account (公众号) whose openids JSAPI payments take (the learner's openid is of this app); null: no
   * JSAPI. May equal appId.
   */
  readonly mpAppId?: string | null;
}

/**
 * WeChat Pay API v3: Native (扫码支付, POST /v3/pay/transactions/native for the code_url), H5 (a phone browser,
 * /v3/pay/transactions/h5 for the h5_url) and JSAPI (inside WeChat, /v3/pay/transactions/jsapi for the prepay_id the
 * page's getBrandWCPayRequest takes, with a paySign of the merchant key); query and close by out_trade_no, domestic
 * refunds; every request signed with the merchant key, every answer and notification
 * verified against the WeChat Pay public key, notification resources decrypted with the APIv3 key.
 */
export class WechatPayNativeGateway implements PaymentGateway {
  readonly payType = 1 as const;
  readonly provider = "wechat" as const;
  readonly sandbox = false;
  readonly #privateKey: KeyObject;
  readonly #platformKey: KeyObject;
  readonly jsapiAppId: string | null;

  constructor(
    readonly config: WechatPayConfig,
    readonly clock: PaymentClock,
    readonly fetcher: typeof fetch = fetch,
  ) {
    this.#privateKey = createPrivateKey(config.privateKeyPem);
    this.#platformKey = createPublicKey(config.platformPublicKeyPem);
    this.jsapiAppId = config.mpAppId ?? null;
  }

  async #request(method: "GET" | "POST", pathWithQuery: string, payload?: unknown) {
    const body = payload === undefined ? "" : JSON.stringify(payload);
    const authorization = authorizationHeader({
      method,
      pathWithQuery,
      body,
      mchId: this.config.mchId,
      serialNo: this.config.serialNo,
      privateKey: this.#privateKey,
      timestamp: Math.floor(this.clock().getTime() / 1000),
      nonceStr: nonce(),
    });
    const response = await callProvider(this.fetcher, `${this.config.baseUrl}${pathWithQuery}`, {
      method,
      headers: {
        authorization,
        accept: "application/json",
        "user-agent": "taxlearn-server",
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      body: payload === undefined ? undefined : body,
    });
    const text = await response.text();
    if (response.status >= 500) throw new GatewayUnavailable(`wechat pay ${response.status}`);
    if (response.status >= 200 && response.status < 300) {
      // an answer that is not signed by WeChat Pay is not believed
      try {
        verifySignedHeaders(
          response.headers,
          text,
          { serial: this.config.platformSerial, publicKey: this.#platformKey },
          Math.floor(this.clock().getTime() / 1000),
        );
      } catch (error) {
        throw new GatewayRejected("SIGN_ERROR", `answer signature: ${String(error)}`);
      }
    }
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: response.status, json };
  }

  #order(trade: PrecreateInput, appId: string) {
    return {
      appid: appId,
      mchid: this.config.mchId,
      description: trade.description.slice(0, 127),
      out_trade_no: trade.tradeNo,
      time_expire: rfc3339Beijing(trade.expiresAt),
      notify_url: trade.notifyUrl,
      amount: { total: trade.amountFen, currency: "CNY" },
    };
  }

  async precreate(trade: PrecreateInput): Promise<{ codeUrl: string }> {
    const { status, json } = await this.#request(
      "POST",
      "/v3/pay/transactions/native",
      this.#order(trade, this.config.appId),
    );
    if (status !== 200 || typeof json.code_url !== "string") throw rejected(json);
    return { codeUrl: json.code_url };
  }

  async start(trade: PrecreateInput, scene: PayScene): Promise<PaymentStart> {
    if (scene.flow === "qr") return { flow: "qr", codeUrl: (await this.precreate(trade)).codeUrl };
    if (scene.flow === "redirect") {
      const { status, json } = await this.#request("POST", "/v3/pay/transactions/h5", {
        ...this.#order(trade, this.config.appId),
        scene_info: { payer_client_ip: scene.payerIp, h5_info: { type: "Wap" } },
      });
      if (status !== 200 || typeof json.h5_url !== "string") throw rejected(json);
      return { flow: "redirect", url: h5UrlWithReturn(json.h5_url, scene.returnUrl) };
    }
    if (!this.jsapiAppId) throw new GatewayRejected("NO_JSAPI", "WECHATPAY_MP_APP_ID is not configured");
    const { status, json } = await this.#request("POST", "/v3/pay/transactions/jsapi", {
      ...this.#order(trade, this.jsapiAppId),
      payer: { openid: scene.openid },
    });
    if (status !== 200 || typeof json.prepay_id !== "string") throw rejected(json);
    return {
      flow: "jsapi",
      jsapi: jsapiParams(this.jsapiAppId, json.prepay_id, this.#privateKey, Math.floor(this.clock().getTime() / 1000)),
    };
  }

  async query(tradeNo: string): Promise<TradeState> {
    const { status, json } = await this.#request(
      "GET",
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}?mchid=${encodeURIComponent(this.config.mchId)}`,
    );
    if (status === 404) return { state: "absent" };
    if (status !== 200) throw rejected(json);
    return tradeStateOf(json as unknown as WechatTransaction);
  }

  async close(tradeNo: string): Promise<TradeState> {
    const { status, json } = await this.#request(
      "POST",
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}/close`,
      { mchid: this.config.mchId },
    );
    if (status !== 204 && status !== 200 && json.code !== "ORDERPAID" && json.code !== "ORDER_CLOSED") {
      throw rejected(json);
    }
    return this.query(tradeNo);
  }

  async refund(refund: RefundInput): Promise<{ providerRefundId: string }> {
    const { status, json } = await this.#request("POST", "/v3/refund/domestic/refunds", {
      out_trade_no: refund.tradeNo,
      out_refund_no: refund.refundNo,
      reason: refund.reason.slice(0, 80),
      amount: { refund: refund.amountFen, total: refund.totalFen, currency: "CNY" },
    });
    if (status !== 200 || typeof json.refund_id !== "string") throw rejected(json);
    if (json.status === "CLOSED" || json.status === "ABNORMAL") {
      throw new GatewayRejected(String(json.status), "refund not accepted");
    }
    return { providerRefundId: json.refund_id };
  }

  async verifyNotification(headers: Headers, rawBody: string): Promise<PaymentNotification> {
    verifySignedHeaders(
      headers,
      rawBody,
      { serial: this.config.platformSerial, publicKey: this.#platformKey },
      Math.floor(this.clock().getTime() / 1000),
    );
    const { id, eventType, transaction } = readTransactionNotification(
      rawBody,
      this.config.apiV3Key,
      this.config.mchId,
    );
    // Native and H5 trades are of the merchant's app id, JSAPI ones of the official account's
    if (transaction.appid !== this.config.appId && transaction.appid !== this.jsapiAppId) {
      throw new GatewayRejected("APPID_MISMATCH", transaction.appid);
    }
    return wechatNotification(id, eventType, transaction);
  }

  notificationAnswer(accepted: boolean) {
    return wechatAnswer(accepted);
  }
}

const rejected = (json: Record<string, unknown>) =>
  new GatewayRejected(String(json.code ?? "UNKNOWN"), String(json.message ?? "wechat pay refused the request"));

export function tradeStateOf(t: WechatTransaction): TradeState {
  if (t.trade_state === "SUCCESS" || t.trade_state === "REFUND") {
    return {
      state: "paid",
      transactionId: t.transaction_id ?? "",
      amountFen: t.amount?.total ?? -1,
      paidAt: new Date(t.success_time ?? 0),
    };
  }
  if (t.trade_state === "CLOSED" || t.trade_state === "REVOKED") return { state: "closed" };
  return { state: "unpaid" };
}
