import { createHash, type KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../../db/database";
import { alipayTimestamp } from "./alipay-precreate-gateway";
import type {
  JsapiParams,
  PaymentClock,
  PaymentGateway,
  PaymentLog,
  PaymentStart,
  PayScene,
  PrecreateInput,
  RefundInput,
  TradeState,
} from "./payment-gateway";
import { GatewayRejected, GatewayUnavailable } from "./payment-gateway";
import { alipayNotification, alipayReturnParams, SANDBOX_ALIPAY_APP_ID, wapRequestGenuine } from "./sandbox-alipay";
import { SandboxGateway } from "./sandbox-gateway-adapter";
import type { SandboxKeys } from "./sandbox-keys";
import {
  closeTrade,
  findRefund,
  findTrade,
  markTradeDeclined,
  markTradePaid,
  noteNotifyAttempt,
  openTrade,
  recordRefund,
  refundFromTrade,
  type SandboxTrade,
  tradesToNotify,
} from "./sandbox-ledger.repo";
import {
  jsapiGenuine,
  SANDBOX_MCH_ID,
  SANDBOX_MP_APP_ID,
  sandboxPayAnswer,
  sandboxPrepayId,
  wechatNotificationOf,
} from "./sandbox-wechat";
import { signedHeaders } from "./wechatpay-v3";

export { SANDBOX_ALIPAY_APP_ID, SANDBOX_MCH_ID, SANDBOX_MP_APP_ID, sandboxPrepayId };

/** Posts a notification to the shop's notify URL and returns the HTTP status of its answer. */
export type NotifyTransport = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

/**
 * WeChat Pay's retry schedule for unacknowledged notifications (15s/15s/30s/3m/10m/20m/30m/30m/30m/60m/3h/3h/3h/6h/6h),
 * which the sandbox follows.
 */
export const NOTIFY_BACKOFF_SECONDS = [
  15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600,
];

/** Alipay's retry schedule for notifications not answered `success` (4m 10m 10m 1h 2h 6h 15h). */
export const ALIPAY_NOTIFY_BACKOFF_SECONDS = [240, 600, 600, 3600, 7200, 21600, 54000];

export interface SandboxOptions {
  readonly db: Database;
  readonly clock: PaymentClock;
  readonly log: PaymentLog;
  /** Its key pairs (`sandboxKeys()`: made once per process). */
  readonly keys: SandboxKeys;
  /** Delay of the first notification after an approval (tests of the "killed before notify" case make it long). */
  readonly firstNotifyDelayMs?: number;
}

/**
 * The sandbox provider: behaves as WeChat Pay v3 and Alipay do, without money. Trades live in its own ledger
 * (`sandbox_trades`); every pay answer (QR, H5 page, WAP cashier, JSAPI prepay_id) leads to a page under
 * /sandbox/pay/:tradeNo/:secret where a tester approves or declines as the phone would. The secret is the trade's own
 * (random, kept in the ledger): only whoever holds the buyer's pay answer can pay; a trade number alone opens nothing.
 * An approval owes the shop its provider's notification (WeChat: an AEAD_AES_256_GCM resource with Wechatpay-*
 * signatures; Alipay: a form signed RSA2), sent until acknowledged on that provider's retry schedule. Keys are made
 * in each process (the sandbox and the shop share it).
 */
export class SandboxPaymentProvider {
  readonly #platformKey: KeyObject;
  readonly platformPublicKey: KeyObject;
  /** Alipay's own key pair (signs notifications and return parameters) and the shop's Alipay app key pair. */
  readonly #alipayKey: KeyObject;
  readonly alipayPublicKey: KeyObject;
  readonly #alipayAppKey: KeyObject;
  readonly alipayAppPublicKey: KeyObject;
  /** The shop's WeChat Pay merchant key pair (signs JSAPI paySign; the bridge verifies with the public half). */
  readonly #merchantKey: KeyObject;
  readonly merchantPublicKey: KeyObject;
  readonly platformSerial = `SANDBOX${randomBytes(8).toString("hex").toUpperCase()}`;
  readonly apiV3Key = randomBytes(16).toString("hex");
  #transport: NotifyTransport | null = null;
  #delivering: Promise<void> | null = null;
  /** Set to make every provider call fail as an unreachable provider would (tests of the 503 path). */
  down = false;

  constructor(readonly options: SandboxOptions) {
    [this.#platformKey, this.platformPublicKey] = options.keys.platform;
    [this.#alipayKey, this.alipayPublicKey] = options.keys.alipay;
    [this.#alipayAppKey, this.alipayAppPublicKey] = options.keys.alipayApp;
    [this.#merchantKey, this.merchantPublicKey] = options.keys.merchant;
  }

  /** How notifications reach the shop (the app wires its own request handler in). */
  useTransport(transport: NotifyTransport): void {
    this.#transport = transport;
  }

  gateway(payType: 1 | 2): PaymentGateway {
    return new SandboxGateway(this, payType);
  }

  #now = () => this.options.clock();

  #guard(): void {
    if (this.down) throw new GatewayUnavailable("sandbox provider switched off");
  }

  async precreate(trade: PrecreateInput): Promise<{ codeUrl: string }> {
    const started = await this.start(trade, 1, { flow: "qr" });
    return { codeUrl: started.flow === "qr" ? started.codeUrl : "" };
  }

  /**
   * Opens a trade (or finds the one opened before: a retried pay call gets the same trade, as the providers answer
   * the same out_trade_no) and answers as the provider would for the scene: the scan page's URL as the QR text; for
   * a phone browser WeChat's h5_url (the H5 page, `redirect_url` appended) or Alipay's signed WAP URL (the cashier
   * page); inside WeChat the JSAPI parameters, whose prepay_id the sandbox bridge turns back into the trade's page.
   * Every one of them carries the trade's secret: only the buyer who was answered can pay.
   */
  async start(trade: PrecreateInput, payType: 1 | 2, scene: PayScene): Promise<PaymentStart> {
    this.#guard();
    const { db } = this.options;
    await openTrade(db, {
      tradeNo: trade.tradeNo,
      amountFen: trade.amountFen,
      description: trade.description,
      notifyUrl: trade.notifyUrl,
      state: "NOTPAY",
      createdAt: this.#now(),
      paySecret: randomBytes(32).toString("base64url"),
      payType,
      flow: scene.flow,
    });
    const existing = await findTrade(db, trade.tradeNo);
    if (!existing || existing.amountFen !== trade.amountFen) {
      throw new GatewayRejected("INVALID_REQUEST", "同一商户订单号的金额不一致");
    }
    // a provider opens an out_trade_no for one provider and one kind of payment
    if (existing.payType !== payType || existing.flow !== scene.flow) {
      throw new GatewayRejected("OUT_TRADE_NO_USED", "商户订单号重复");
    }
    if (existing.state !== "NOTPAY" && existing.state !== "PAYERROR") {
      throw new GatewayRejected("ORDERPAID", `trade is ${existing.state}`);
    }
    if (!existing.paySecret) throw new GatewayRejected("INVALID_REQUEST", "trade opened without a QR secret");
    return sandboxPayAnswer(trade, existing, scene, {
      alipayAppKey: this.#alipayAppKey,
      merchantKey: this.#merchantKey,
      now: this.#now(),
    });
  }

  /** Whether JSAPI parameters are the shop's, signed with its merchant key, for this trade (as WeChat checks them). */
  jsapiGenuine(trade: SandboxTrade, params: Partial<Record<keyof JsapiParams, unknown>>): boolean {
    return jsapiGenuine(trade, params, this.merchantPublicKey);
  }

  /** Whether a WAP cashier request is the shop's, for this trade (sandbox-alipay.ts); answers its return_url. */
  wapRequestGenuine(trade: SandboxTrade, params: Record<string, string>) {
    return wapRequestGenuine(trade, params, this.alipayAppPublicKey);
  }

  /** The synchronous return of Alipay's cashier, signed by Alipay. */
  alipayReturnParams(trade: SandboxTrade) {
    return alipayReturnParams(trade, this.#alipayKey, this.#now());
  }

  /**
   * The trade a scan-page URL names, only when its secret is the trade's (compared in constant time); null for an
   * unknown trade and a wrong secret alike, so the page tells a guesser nothing.
   */
  async tradeForHolder(tradeNo: string, secret: string) {
    const row = await this.trade(tradeNo);
    const digest = (text: string) => createHash("sha256").update(text).digest();
    // hashing first gives both sides one length, so the comparison's time says nothing about the secret
    const matches = timingSafeEqual(digest(row?.paySecret ?? randomBytes(32).toString("base64url")), digest(secret));
    return row?.paySecret && matches ? row : null;
  }

  trade(tradeNo: string): Promise<SandboxTrade | null> {
    return findTrade(this.options.db, tradeNo);
  }

  async query(tradeNo: string): Promise<TradeState> {
    this.#guard();
    const row = await this.trade(tradeNo);
    if (!row) return { state: "absent" };
    if (row.state === "SUCCESS" || row.state === "REFUND") {
      return { state: "paid", transactionId: row.transactionId!, amountFen: row.amountFen, paidAt: row.paidAt! };
    }
    return row.state === "CLOSED" ? { state: "closed" } : { state: "unpaid" };
  }

  async close(tradeNo: string): Promise<TradeState> {
    this.#guard();
    await closeTrade(this.options.db, tradeNo);
    return this.query(tradeNo);
  }

  /**
   * Refunds once per merchant refund number, like WeChat Pay's out_refund_no: asking again with the same number
   * answers the same refund without moving money twice (an approval retried after a crash, or two at once).
   */
  async refund(refund: RefundInput): Promise<{ providerRefundId: string }> {
    this.#guard();
    const providerRefundId = `SR${refund.refundNo}`;
    return this.options.db.transaction(async (tx) => {
      const recorded = await recordRefund(tx, {
        refundNo: refund.refundNo,
        tradeNo: refund.tradeNo,
        amountFen: refund.amountFen,
        createdAt: this.#now(),
      });
      if (!recorded) {
        const known = await findRefund(tx, refund.refundNo);
        if (known?.tradeNo === refund.tradeNo && known.amountFen === refund.amountFen) return { providerRefundId };
        throw new GatewayRejected("INVALID_REQUEST", "refund number reused for another refund");
      }
      if (!(await refundFromTrade(tx, refund.tradeNo, refund.amountFen)))
        throw new GatewayRejected("NOT_ENOUGH", "trade not paid or refund exceeds the amount");
      return { providerRefundId };
    });
  }

  /** The scan page's 确认支付: the trade is paid and the shop is owed a notification. */
  async approve(tradeNo: string): Promise<"paid" | "already" | "closed" | "absent"> {
    const now = this.#now();
    const known = await this.trade(tradeNo);
    // each provider's own transaction number shape: WeChat 4200…, Alipay yyyyMMdd2200…
    const transactionId =
      known?.payType === 2
        ? `${alipayTimestamp(now).slice(0, 10).replaceAll("-", "")}22001${randomBytes(7).toString("hex").slice(0, 13)}`
        : `42000${now.getTime()}${randomBytes(3).toString("hex")}`;
    const paid = await markTradePaid(this.options.db, tradeNo, {
      transactionId,
      paidAt: now,
      notifyDueAt: new Date(now.getTime() + (this.options.firstNotifyDelayMs ?? 0)),
    });
    if (paid) {
      this.kick();
      return "paid";
    }
    const trade = await this.trade(tradeNo);
    if (!trade) return "absent";
    return trade.state === "CLOSED" ? "closed" : "already";
  }

  /** The scan page's 拒绝: the payer gave up; the trade stays payable until the shop closes it. */
  async decline(tradeNo: string): Promise<void> {
    await markTradeDeclined(this.options.db, tradeNo);
  }

  /** Starts a delivery round soon, without waiting for it. */
  kick(): void {
    setImmediate(() => {
      void this.deliverDue().catch((error) =>
        this.options.log.error("sandbox notification round failed", { error: String(error) }),
      );
    });
  }

  /** Sends every notification that is due; one round at a time. */
  deliverDue(): Promise<void> {
    if (this.#delivering) return this.#delivering;
    this.#delivering = this.#deliverDue().finally(() => {
      this.#delivering = null;
    });
    return this.#delivering;
  }

  async #deliverDue(): Promise<void> {
    const transport = this.#transport;
    if (!transport) return;
    const { db } = this.options;
    const due = await tradesToNotify(db, this.#now());
    for (const trade of due) {
      const { headers, body } = this.notification(trade);
      let status = 0;
      try {
        status = await transport(trade.notifyUrl, headers, body);
      } catch (error) {
        this.options.log.error("sandbox notification not delivered", { tradeNo: trade.tradeNo, error: String(error) });
      }
      const attempts = trade.notifyAttempts + 1;
      // WeChat takes any 2xx as received; the shop's route answers Alipay 200 only with its `success`
      const acknowledged = status >= 200 && status < 300;
      const schedule = trade.payType === 2 ? ALIPAY_NOTIFY_BACKOFF_SECONDS : NOTIFY_BACKOFF_SECONDS;
      const wait = schedule[Math.min(attempts - 1, schedule.length - 1)]! * 1000;
      await noteNotifyAttempt(
        db,
        trade.tradeNo,
        attempts,
        acknowledged || attempts > schedule.length ? null : new Date(this.#now().getTime() + wait),
      );
    }
  }

  /** The notification of a paid trade, as its provider sends it. */
  notification(trade: SandboxTrade): { headers: Record<string, string>; body: string } {
    if (trade.payType === 2) return alipayNotification(trade, this.#alipayKey, this.#now());
    const platform = { key: this.#platformKey, serial: this.platformSerial, apiV3Key: this.apiV3Key };
    return wechatNotificationOf(trade, platform, this.#now());
  }

  /** Signs arbitrary bytes as the platform would (tests forge replays with it). */
  sign(body: string): Record<string, string> {
    return signedHeaders(body, this.#platformKey, this.platformSerial, Math.floor(this.#now().getTime() / 1000));
  }
}
