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

export class AlipayPrecreateGateway implements PaymentGateway {
  readonly payType = 2 as const;
  readonly provider = "alipay" as const;
  readonly sandbox = false;
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
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method,
      format: "JSON",
      charset: "utf-8",
      sign_type: "RSA2",
      timestamp: alipayTimestamp(this.clock()),
      version: "1.0",
      biz_content: JSON.stringify(biz),
      ...(notifyUrl ? { notify_url: notifyUrl } : {}),
    };
    params.sign = rsa2Sign(alipaySignContent(params), this.#privateKey);
    const response = await callProvider(this.fetcher, this.config.gatewayUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded;charset=utf-8" },
      body: new URLSearchParams(params).toString(),
    });
    const text = await response.text();
    if (response.status >= 500) throw new GatewayUnavailable(`alipay ${response.status}`);
    const nodeName = `${method.replaceAll(".", "_")}_response`;
    const node = responseNode(text, nodeName);
    const sign = (JSON.parse(text) as { sign?: string }).sign;
    if (!node) throw new GatewayRejected("BAD_ANSWER", "no response node");
    const answer = JSON.parse(node) as Record<string, string>;
    // error answers of a bad signature/app id come unsigned; business answers are signed and must verify
    if (sign === undefined || !rsa2Verify(node, sign, this.#alipayKey)) {
      throw new GatewayRejected(answer.code ?? "SIGN_ERROR", answer.sub_msg ?? "answer signature does not verify");
    }
    if (answer.code === "20000") throw new GatewayUnavailable(`alipay ${answer.sub_code}`);
    return answer;
  }

  async precreate(trade: PrecreateInput): Promise<{ codeUrl: string }> {
    const answer = await this.#call(
      "alipay.trade.precreate",
      {
        out_trade_no: trade.tradeNo,
        total_amount: fenToYuan(trade.amountFen),
        subject: trade.description.slice(0, 256),
        time_expire: alipayTimestamp(trade.expiresAt),
      },
      trade.notifyUrl,
    );
    if (answer.code !== "10000" || !answer.qr_code) throw rejected(answer);
    return { codeUrl: answer.qr_code };
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
        paidAt: answer.send_pay_date ? new Date(`${answer.send_pay_date.replace(" ", "T")}+08:00`) : this.clock(),
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

  /** An asynchronous notification (form-encoded, signed over every parameter but sign and sign_type). */
  async verifyNotification(_headers: Headers, rawBody: string): Promise<PaymentNotification> {
    const params = Object.fromEntries(new URLSearchParams(rawBody));
    const { sign, sign_type: _signType, ...signed } = params;
    if (!sign || !rsa2Verify(alipaySignContent(signed), sign, this.#alipayKey)) {
      throw new NotificationRejected("signature does not verify");
    }
    if (params.app_id !== this.config.appId) throw new NotificationRejected(`notification for app ${params.app_id}`);
    const status = params.trade_status ?? "";
    return {
      notifyId: params.notify_id ?? "",
      tradeNo: params.out_trade_no ?? "",
      paid: status === "TRADE_SUCCESS" || status === "TRADE_FINISHED",
      transactionId: params.trade_no ?? "",
      amountFen: yuanToFen(params.total_amount ?? "") ?? -1,
      paidAt: params.gmt_payment ? new Date(`${params.gmt_payment.replace(" ", "T")}+08:00`) : new Date(0),
    };
  }

  /** Alipay stops retrying on the plain text `success`. */
  notificationAnswer(accepted: boolean) {
    return accepted
      ? { status: 200 as const, body: "success", contentType: "text/plain; charset=utf-8" }
      : { status: 400 as const, body: "fail", contentType: "text/plain; charset=utf-8" };
  }
}

const rejected = (answer: Record<string, string>) =>
  new GatewayRejected(answer.sub_code ?? answer.code ?? "UNKNOWN", answer.sub_msg ?? answer.msg ?? "alipay refused");
