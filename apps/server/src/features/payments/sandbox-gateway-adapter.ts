import type { KeyObject } from "node:crypto";
import { alipayAnswer, readAlipayNotification } from "./alipay-precreate-gateway";
import type {
  PaymentGateway,
  PaymentNotification,
  PaymentStart,
  PayScene,
  PrecreateInput,
  RefundInput,
  TradeState,
} from "./payment-gateway";
import { SANDBOX_ALIPAY_APP_ID } from "./sandbox-alipay";
import { SANDBOX_MCH_ID, SANDBOX_MP_APP_ID } from "./sandbox-wechat";
import { readTransactionNotification, verifySignedHeaders, wechatAnswer, wechatNotification } from "./wechatpay-v3";

/** What a pay method's gateway asks of the sandbox provider (sandbox-gateway.ts). */
export interface SandboxLedger {
  start(trade: PrecreateInput, payType: 1 | 2, scene: PayScene): Promise<PaymentStart>;
  query(tradeNo: string): Promise<TradeState>;
  close(tradeNo: string): Promise<TradeState>;
  refund(refund: RefundInput): Promise<{ providerRefundId: string }>;
  readonly platformSerial: string;
  readonly platformPublicKey: KeyObject;
  readonly apiV3Key: string;
  readonly alipayPublicKey: KeyObject;
  readonly options: { readonly clock: () => Date };
}

/**
 * The sandbox as the PaymentGateway of one pay method: 微信支付 speaks WeChat Pay v3 (encrypted notifications,
 * Wechatpay-* signatures, answered 204), 支付宝 speaks Alipay (form notifications signed RSA2, answered `success`);
 * each verified by the same code as the live adapter.
 */
export class SandboxGateway implements PaymentGateway {
  readonly sandbox = true;
  readonly provider: "wechat" | "alipay";
  readonly jsapiAppId: string | null;
  constructor(
    readonly sandboxProvider: SandboxLedger,
    readonly payType: 1 | 2,
  ) {
    this.provider = payType === 1 ? "wechat" : "alipay";
    this.jsapiAppId = payType === 1 ? SANDBOX_MP_APP_ID : null;
  }
  async precreate(trade: PrecreateInput) {
    const started = await this.sandboxProvider.start(trade, this.payType, { flow: "qr" });
    return { codeUrl: started.flow === "qr" ? started.codeUrl : "" };
  }
  start(trade: PrecreateInput, scene: PayScene) {
    return this.sandboxProvider.start(trade, this.payType, scene);
  }
  query(tradeNo: string) {
    return this.sandboxProvider.query(tradeNo);
  }
  close(tradeNo: string) {
    return this.sandboxProvider.close(tradeNo);
  }
  refund(refund: RefundInput) {
    return this.sandboxProvider.refund(refund);
  }
  async verifyNotification(headers: Headers, rawBody: string): Promise<PaymentNotification> {
    const p = this.sandboxProvider;
    if (this.payType === 2) {
      return readAlipayNotification(rawBody, p.alipayPublicKey, SANDBOX_ALIPAY_APP_ID, p.options.clock);
    }
    verifySignedHeaders(
      headers,
      rawBody,
      { serial: p.platformSerial, publicKey: p.platformPublicKey },
      Math.floor(p.options.clock().getTime() / 1000),
    );
    const { id, eventType, transaction } = readTransactionNotification(rawBody, p.apiV3Key, SANDBOX_MCH_ID);
    return wechatNotification(id, eventType, transaction);
  }
  notificationAnswer(accepted: boolean) {
    return this.payType === 2 ? alipayAnswer(accepted) : wechatAnswer(accepted);
  }
}
