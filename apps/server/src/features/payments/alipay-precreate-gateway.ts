import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from "node:crypto";
import { fenToYuan, yuanToFen } from "@taxlearn/core";
import type { PaymentClock } from "./payment-gateway";
import {
  callProvider,
  GatewayRejected,
  GatewayUnavailable,
  NotificationRejected,
  type PaymentGateway,
  type PaymentNotification,
  type PaymentStart,
  type PayScene,
  type PrecreateInput,
  type RefundInput,
  type TradeState,
} from "./payment-gateway";

// Alipay open platform, 当面付 (face-to-face) precreate, RSA2 signatures as the official guide specifies
// (opendocs.alipay.com/common/02kf5q: sort the parameters by name, drop sign and empty values, join as k=v with &,
// SHA256withRSA, base64; answers are verified over the raw JSON of the `<method>_response` node).

export interface AlipayConfig {
  readonly appId: string;
  readonly privateKeyPem: string;
  readonly alipayPublicKeyPem: string;
  /** https://openapi.alipay.com/gateway.do */
  readonly gatewayUrl: string;
}

export const alipaySignContent = (params: Record<string, string>): string =>
  Object.keys(params)
    .filter((k) => k !== "sign" && params[k] !== "" && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");

export const rsa2Sign = (content: string, key: KeyObject | string) =>
  createSign("RSA-SHA256").update(content, "utf8").sign(key, "base64");

export const rsa2Verify = (content: string, signature: string, key: KeyObject | string) =>
  createVerify("RSA-SHA256").update(content, "utf8").verify(key, signature, "base64");

/** yyyy-MM-dd HH:mm:ss, Beijing time (the gateway's `timestamp`). */
export const alipayTimestamp = (date: Date) =>
  new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");

/** The raw text of `"<node>":{…}` in an answer, which the gateway's `sign` covers. */
export function responseNode(text: string, node: string): string | null {
  const start = text.indexOf(`"${node}"`);
  if (start < 0) return null;
  const open = text.indexOf("{", start);
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth += 1;
    else if (ch === "}") {
      depth -= 1;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  return null;
}

/**
 * Alipay's gateway as this server uses it: 当面付 precreate (a QR for a desktop), 手机网站支付 WAP
 * (`alipay.trade.wap.pay`: a signed gateway URL the phone's browser opens, back to `return_url`), query, close,
 * refund, and the asynchronous notifications of both.
 */
export class AlipayPrecreateGateway implements PaymentGateway {
  readonly payType = 2 as const;
  readonly provider = "alipay" as const;
  readonly sandbox = false;
  readonly jsapiAppId = null;
  readonly #privateKey: KeyObject;
  readonly #alipayKey: KeyObject;

  constructor(
    readonly config: AlipayConfig,
    readonly clock: PaymentClock,
    readonly fetcher: typeof fetch = fetch,
  ) {
    this.#privateKey = createPrivateKey(config.privateKeyPem);
    this.#alipayKey = createPublicKey(config.alipayPublicKeyPem);
  }

  async #call(method: string, biz: Record<string, unknown>, notifyUrl?: string) {
    const params = signedRequestParams(this.config.appId, this.#privateKey, this.clock(), method, biz, {
      ...(notifyUrl ? { notify_url: notifyUrl } : {}),
    });
    // as the official SDKs send it: the common parameters (charset among them, which tells the gateway how to read
    // the body) in the query string, biz_content form-encoded in the body
    const url = new URL(this.config.gatewayUrl);
    for (const [key, value] of Object.entries(params)) {
      if (key !== "biz_content") url.searchParams.set(key, value);
    }
    const response = await callProvider(this.fetcher, url.toString(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8", accept: "application/json" },
      body: new URLSearchParams({ biz_content: params.biz_content! }).toString(),
    });
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new GatewayUnavailable(`alipay answer cut off: ${String(error)}`);
    }
    // the gateway answers every business outcome, errors included, with 200 and JSON; anything else is a proxy or
    // an outage in between
    if (response.status !== 200) throw new GatewayUnavailable(`alipay HTTP ${response.status}`);
    let parsed: { sign?: unknown };
    try {
      parsed = JSON.parse(text) as { sign?: unknown };
    } catch {
      throw new GatewayUnavailable(`alipay answer is not JSON: ${text.slice(0, 80)}`);
    }
    const nodeName = `${method.replaceAll(".", "_")}_response`;
    const node = responseNode(text, nodeName) ?? responseNode(text, "error_response");
    if (!node) throw new GatewayRejected("BAD_ANSWER", `no ${nodeName} in the answer`);
    const answer = JSON.parse(node) as Record<string, string>;
    // "service currently unavailable" / "system error, call again with the same parameters": only ever retried,
    // so it is taken as such even unsigned
    if (answer.code === "20000" || SYSTEM_ERRORS.has(answer.sub_code ?? "")) {
      throw new GatewayUnavailable(`alipay ${answer.code} ${answer.sub_code ?? ""}`);
    }
    const sign = typeof parsed.sign === "string" ? parsed.sign : undefined;
    if (sign === undefined) {
      // errors of the gateway itself (bad app id, bad request signature) may come unsigned; nothing unsigned is
      // taken as a success or as a trade's state
      if (answer.code === "10000") throw new GatewayRejected("SIGN_ERROR", "a success answer without a signature");
      throw rejected(answer);
    }
    if (!rsa2Verify(node, sign, this.#alipayKey)) {
      throw new GatewayRejected("SIGN_ERROR", "the answer's signature does not verify with the Alipay public key");
    }
    return answer;
  }

  async precreate(trade: PrecreateInput): Promise<{ codeUrl: string }> {
    const answer = await this.#call(
      "alipay.trade.precreate",
      {
        out_trade_no: trade.tradeNo,
        total_amount: fenToYuan(trade.amountFen),
        // the subject may not hold / = & (Alipay's rule for this field)
        subject: trade.description.replace(/[/=&]/g, " ").slice(0, 256),
        time_expire: alipayTimestamp(trade.expiresAt),
      },
      trade.notifyUrl,
    );
    if (answer.code !== "10000" || !answer.qr_code) throw rejected(answer);
    return { codeUrl: answer.qr_code };
  }

  async start(trade: PrecreateInput, scene: PayScene): Promise<PaymentStart> {
    if (scene.flow === "qr") return { flow: "qr", codeUrl: (await this.precreate(trade)).codeUrl };
    if (scene.flow === "jsapi") throw new GatewayRejected("NO_JSAPI", "Alipay has no WeChat JSAPI payment");
    return { flow: "redirect", url: wapPayUrl(this.config, this.#privateKey, this.clock(), trade, scene.returnUrl) };
  }

  async query(tradeNo: string): Promise<TradeState> {
    const answer = await this.#call("alipay.trade.query", { out_trade_no: tradeNo });
    if (answer.sub_code === "ACQ.TRADE_NOT_EXIST") return { state: "absent" };
    if (answer.code !== "10000") throw rejected(answer);
    if (answer.trade_status === "TRADE_SUCCESS" || answer.trade_status === "TRADE_FINISHED") {
      return {
        state: "paid",
        transactionId: answer.trade_no ?? "",
        amountFen: yuanToFen(answer.total_amount ?? "") ?? -1,
        paidAt: answer.send_pay_date ? beijingTime(answer.send_pay_date) : this.clock(),
      };
    }
    return answer.trade_status === "TRADE_CLOSED" ? { state: "closed" } : { state: "unpaid" };
  }

  async close(tradeNo: string): Promise<TradeState> {
    const answer = await this.#call("alipay.trade.close", { out_trade_no: tradeNo });
    // a precreated trade nobody scanned does not exist at Alipay yet: nothing can pay it once the shop closes
    if (answer.sub_code === "ACQ.TRADE_NOT_EXIST") return { state: "closed" };
    if (answer.code !== "10000" && answer.sub_code !== "ACQ.TRADE_STATUS_ERROR") throw rejected(answer);
    return this.query(tradeNo);
  }

  async refund(refund: RefundInput): Promise<{ providerRefundId: string }> {
    const answer = await this.#call("alipay.trade.refund", {
      out_trade_no: refund.tradeNo,
      refund_amount: fenToYuan(refund.amountFen),
      out_request_no: refund.refundNo,
      refund_reason: refund.reason.slice(0, 256),
    });
    if (answer.code !== "10000") throw rejected(answer);
    return { providerRefundId: `${answer.trade_no ?? refund.tradeNo}-${refund.refundNo}` };
  }

  async verifyNotification(_headers: Headers, rawBody: string): Promise<PaymentNotification> {
    return readAlipayNotification(rawBody, this.#alipayKey, this.config.appId, this.clock);
  }

  notificationAnswer(accepted: boolean) {
    return alipayAnswer(accepted);
  }
}

/** Alipay stops retrying on the plain text `success`. */
export const alipayAnswer = (accepted: boolean) =>
  accepted
    ? { status: 200 as const, body: "success", contentType: "text/plain; charset=utf-8" }
    : { status: 400 as const, body: "fail", contentType: "text/plain; charset=utf-8" };

/** A request's common parameters with biz_content, signed (RSA2 over every non-empty parameter but `sign`). */
export function signedRequestParams(
  appId: string,
  privateKey: KeyObject,
  now: Date,
  method: string,
  biz: Record<string, unknown>,
  extra: Record<string, string>,
): Record<string, string> {
  const params: Record<string, string> = {
    app_id: appId,
    method,
    format: "JSON",
    charset: "utf-8",
    sign_type: "RSA2",
    timestamp: alipayTimestamp(now),
    version: "1.0",
    biz_content: JSON.stringify(biz),
    ...extra,
  };
  params.sign = rsa2Sign(alipaySignContent(params), privateKey);
  return params;
}

/**
 * 手机网站支付: `alipay.trade.wap.pay` is a page call — the phone's browser GETs the gateway with the signed request
 * (every parameter in the query, as the official SDKs' pageExecute GET builds it) and pays on Alipay's cashier, which
 * returns to `return_url`; the payment arrives as an asynchronous notification at `notify_url`.
 */
export function wapPayUrl(
  config: { appId: string; gatewayUrl: string },
  privateKey: KeyObject,
  now: Date,
  trade: PrecreateInput,
  returnUrl: string,
): string {
  const params = signedRequestParams(
    config.appId,
    privateKey,
    now,
    "alipay.trade.wap.pay",
    {
      out_trade_no: trade.tradeNo,
      total_amount: fenToYuan(trade.amountFen),
      subject: trade.description.replace(/[/=&]/g, " ").slice(0, 256),
      product_code: "QUICK_WAP_WAY",
      time_expire: alipayTimestamp(trade.expiresAt),
      quit_url: returnUrl,
    },
    { notify_url: trade.notifyUrl, return_url: returnUrl },
  );
  const url = new URL(config.gatewayUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Reads an asynchronous notification (form-encoded POST) once its signature verifies with Alipay's public key.
 * Alipay's rule: every parameter it sent except sign and sign_type, sorted, `k=v` joined with &, values URL-decoded
 * once. Empty values are part of it by that rule; as the signing side drops empty parameters, a notification carrying
 * one is also checked without them. The live adapter and the sandbox verify with this one function.
 */
export function readAlipayNotification(
  rawBody: string,
  alipayKey: KeyObject,
  appId: string,
  clock: () => Date,
): PaymentNotification {
  const params = Object.fromEntries(new URLSearchParams(rawBody));
  const { sign, sign_type: _signType, ...signed } = params;
  const content = (keepEmpty: boolean) =>
    Object.keys(signed)
      .filter((k) => keepEmpty || signed[k] !== "")
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join("&");
  const genuine =
    !!sign &&
    (rsa2Verify(content(true), sign, alipayKey) ||
      (Object.values(signed).includes("") && rsa2Verify(content(false), sign, alipayKey)));
  if (!genuine) throw new NotificationRejected("signature does not verify");
  if (params.app_id !== appId) throw new NotificationRejected(`notification for app ${params.app_id}`);
  const status = params.trade_status ?? "";
  return {
    notifyId: params.notify_id ?? "",
    tradeNo: params.out_trade_no ?? "",
    paid: status === "TRADE_SUCCESS" || status === "TRADE_FINISHED",
    transactionId: params.trade_no ?? "",
    amountFen: yuanToFen(params.total_amount ?? "") ?? -1,
    paidAt: params.gmt_payment ? beijingTime(params.gmt_payment) : clock(),
  };
}

/** Sub-codes Alipay documents as "system error: call again with the same parameters". */
const SYSTEM_ERRORS = new Set(["ACQ.SYSTEM_ERROR", "AQC.SYSTEM_ERROR", "aop.ACQ.SYSTEM_ERROR"]);

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time. */
const beijingTime = (text: string) => new Date(`${text.replace(" ", "T")}+08:00`);

const rejected = (answer: Record<string, string>) =>
  new GatewayRejected(answer.sub_code ?? answer.code ?? "UNKNOWN", answer.sub_msg ?? answer.msg ?? "alipay refused");
