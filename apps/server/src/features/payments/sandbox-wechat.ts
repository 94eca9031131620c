import { createVerify, type KeyObject, randomBytes } from "node:crypto";
import { wapPayUrl } from "./alipay-precreate-gateway";
import {
  GatewayRejected,
  type JsapiParams,
  type PaymentStart,
  type PayScene,
  type PrecreateInput,
} from "./payment-gateway";
import { SANDBOX_ALIPAY_APP_ID } from "./sandbox-alipay";
import {
  encryptResource,
  h5UrlWithReturn,
  jsapiParams,
  rfc3339Beijing,
  signedHeaders,
  type WechatTransaction,
} from "./wechatpay-v3";

// The sandbox's answers as the providers give them: the pay answer of each flow, WeChat's JSAPI check and its v3
// notification. Every pay link carries the trade's secret (its page URL, or the prepay_id).

/** The sandbox's WeChat Pay merchant number, its app and its official account (公众号, whose openids JSAPI takes). */
export const SANDBOX_MCH_ID = "1900000109";
const SANDBOX_APP_ID = "wxsandbox00000001";
export const SANDBOX_MP_APP_ID = "wxsandboxmp000001";

/** The ledger fields of a sandbox trade these answers read. */
interface SandboxTrade {
  readonly tradeNo: string;
  readonly amountFen: number;
  readonly payType: number;
  readonly flow: string;
  readonly paySecret: string | null;
  readonly transactionId: string | null;
  readonly paidAt: Date | null;
}

/** The prepay_id of a sandbox JSAPI or H5 trade: the trade and its secret, which the bridge and H5 page pay by. */
export const sandboxPrepayId = (trade: { tradeNo: string; paySecret: string | null }) =>
  `wx${trade.tradeNo}.${trade.paySecret ?? ""}`;

/**
 * The answer for an opened trade: the scan page's URL as the QR text; for a phone browser WeChat's h5_url (the H5
 * page, `redirect_url` appended) or Alipay's signed WAP URL (the cashier page); inside WeChat the JSAPI parameters.
 */
export function sandboxPayAnswer(
  trade: PrecreateInput,
  opened: SandboxTrade,
  scene: PayScene,
  keys: { alipayAppKey: KeyObject; merchantKey: KeyObject; now: Date },
): PaymentStart {
  const page = `${trade.publicBaseUrl}/sandbox/pay/${trade.tradeNo}/${opened.paySecret}`;
  if (scene.flow === "qr") return { flow: "qr", codeUrl: page };
  if (scene.flow === "redirect" && opened.payType === 1) {
    return {
      flow: "redirect",
      url: h5UrlWithReturn(`${page}/h5?prepay_id=${sandboxPrepayId(opened)}`, scene.returnUrl),
    };
  }
  if (scene.flow === "redirect") {
    const config = { appId: SANDBOX_ALIPAY_APP_ID, gatewayUrl: `${page}/wap` };
    return { flow: "redirect", url: wapPayUrl(config, keys.alipayAppKey, keys.now, trade, scene.returnUrl) };
  }
  if (opened.payType !== 1) throw new GatewayRejected("NO_JSAPI", "Alipay has no WeChat JSAPI payment");
  const timestamp = Math.floor(keys.now.getTime() / 1000);
  return { flow: "jsapi", jsapi: jsapiParams(SANDBOX_MP_APP_ID, sandboxPrepayId(opened), keys.merchantKey, timestamp) };
}

/** Whether JSAPI parameters are the shop's, signed with its merchant key, for this trade (as WeChat checks them). */
export function jsapiGenuine(
  trade: SandboxTrade,
  params: Partial<Record<keyof JsapiParams, unknown>>,
  merchantPublicKey: KeyObject,
): boolean {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const message = `${text(params.appId)}\n${text(params.timeStamp)}\n${text(params.nonceStr)}\n${text(params.package)}\n`;
  return (
    params.appId === SANDBOX_MP_APP_ID &&
    params.signType === "RSA" &&
    params.package === `prepay_id=${sandboxPrepayId(trade)}` &&
    createVerify("RSA-SHA256").update(message).verify(merchantPublicKey, text(params.paySign), "base64")
  );
}

/** The TRANSACTION.SUCCESS notification of a paid trade, as WeChat Pay v3 sends it (JSAPI trades are the 公众号's). */
export function wechatNotificationOf(
  trade: SandboxTrade,
  platform: { key: KeyObject; serial: string; apiV3Key: string },
  now: Date,
): { headers: Record<string, string>; body: string } {
  const transaction: WechatTransaction = {
    mchid: SANDBOX_MCH_ID,
    appid: trade.flow === "jsapi" ? SANDBOX_MP_APP_ID : SANDBOX_APP_ID,
    out_trade_no: trade.tradeNo,
    transaction_id: trade.transactionId ?? "",
    trade_state: "SUCCESS",
    trade_state_desc: "支付成功",
    success_time: rfc3339Beijing(trade.paidAt ?? now),
    amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: "CNY" },
  };
  const body = JSON.stringify({
    id: `SANDBOX-${trade.tradeNo}-${randomBytes(4).toString("hex")}`,
    create_time: rfc3339Beijing(now),
    resource_type: "encrypt-resource",
    event_type: "TRANSACTION.SUCCESS",
    summary: "支付成功",
    resource: encryptResource(JSON.stringify(transaction), platform.apiV3Key, "transaction"),
  });
  const headers = {
    "content-type": "application/json",
    ...signedHeaders(body, platform.key, platform.serial, Math.floor(now.getTime() / 1000)),
  };
  return { headers, body };
}
