import type { KeyObject } from "node:crypto";
import { fenToYuan } from "@taxlearn/core";
import { alipaySignContent, alipayTimestamp, rsa2Sign, rsa2Verify } from "./alipay-precreate-gateway";

// The sandbox playing Alipay: its WAP cashier's check of the shop's request, its synchronous return and its
// asynchronous notification, each signed or checked as Alipay does (opendocs.alipay.com, 手机网站支付).

export const SANDBOX_ALIPAY_APP_ID = "9021000100000001";
const SANDBOX_ALIPAY_SELLER_ID = "2088000000000001";

/** The ledger fields of a sandbox trade Alipay's messages name. */
interface SandboxTrade {
  readonly tradeNo: string;
  readonly amountFen: number;
  readonly description: string;
  readonly transactionId: string | null;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
}

/**
 * Whether a WAP cashier request is the shop's, for this trade: `alipay.trade.wap.pay` signed with the shop's app key
 * (as Alipay's gateway checks it), naming this trade and its amount. Answers the return_url, or null.
 */
export function wapRequestGenuine(
  trade: SandboxTrade,
  params: Record<string, string>,
  appPublicKey: KeyObject,
): { returnUrl: string } | null {
  if (params.app_id !== SANDBOX_ALIPAY_APP_ID || params.method !== "alipay.trade.wap.pay") return null;
  if (!rsa2Verify(alipaySignContent(params), params.sign ?? "", appPublicKey)) return null;
  let biz: Record<string, unknown>;
  try {
    biz = JSON.parse(params.biz_content ?? "") as Record<string, unknown>;
  } catch {
    return null;
  }
  if (biz.out_trade_no !== trade.tradeNo || biz.total_amount !== fenToYuan(trade.amountFen)) return null;
  if (biz.product_code !== "QUICK_WAP_WAY") return null;
  return { returnUrl: params.return_url ?? "" };
}

/** The synchronous return of Alipay's cashier: parameters appended to return_url, signed by Alipay. */
export function alipayReturnParams(trade: SandboxTrade, alipayKey: KeyObject, now: Date): Record<string, string> {
  const params: Record<string, string> = {
    charset: "utf-8",
    out_trade_no: trade.tradeNo,
    method: "alipay.trade.wap.pay.return",
    total_amount: fenToYuan(trade.amountFen),
    trade_no: trade.transactionId ?? "",
    auth_app_id: SANDBOX_ALIPAY_APP_ID,
    version: "1.0",
    app_id: SANDBOX_ALIPAY_APP_ID,
    seller_id: SANDBOX_ALIPAY_SELLER_ID,
    timestamp: alipayTimestamp(now),
  };
  const sign = rsa2Sign(alipaySignContent(params), alipayKey);
  return { ...params, sign, sign_type: "RSA2" };
}

/**
 * Alipay's asynchronous notification (trade_status_sync): a form-encoded POST whose `sign` is RSA2 with Alipay's
 * key over every other parameter but sign_type, sorted and joined as k=v with &.
 */
export function alipayNotification(
  trade: SandboxTrade,
  alipayKey: KeyObject,
  now: Date,
): { headers: Record<string, string>; body: string } {
  const amount = fenToYuan(trade.amountFen);
  const params: Record<string, string> = {
    gmt_create: alipayTimestamp(trade.createdAt),
    charset: "utf-8",
    gmt_payment: alipayTimestamp(trade.paidAt ?? now),
    notify_time: alipayTimestamp(now),
    subject: trade.description,
    buyer_id: "2088102177846880",
    invoice_amount: amount,
    version: "1.0",
    notify_id: `2026${trade.tradeNo}${now.getTime()}`,
    fund_bill_list: JSON.stringify([{ amount, fundChannel: "ALIPAYACCOUNT" }]),
    notify_type: "trade_status_sync",
    out_trade_no: trade.tradeNo,
    total_amount: amount,
    trade_status: "TRADE_SUCCESS",
    trade_no: trade.transactionId ?? "",
    auth_app_id: SANDBOX_ALIPAY_APP_ID,
    receipt_amount: amount,
    point_amount: "0.00",
    app_id: SANDBOX_ALIPAY_APP_ID,
    buyer_pay_amount: amount,
    seller_id: SANDBOX_ALIPAY_SELLER_ID,
  };
  const sign = rsa2Sign(alipaySignContent(params), alipayKey);
  const body = new URLSearchParams({ ...params, sign, sign_type: "RSA2" }).toString();
  return { headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" }, body };
}
