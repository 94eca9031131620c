import {
  createHash,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { fenToYuan } from "@taxlearn/core";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sandboxRefunds, sandboxTrades } from "../../db/schema";
import { alipayTimestamp, wapPayUrl } from "./alipay-precreate-gateway";
import type {
  JsapiParams,
  PaymentClock,
  PaymentGateway,
  PaymentLog,
  PaymentNotification,
  PaymentStart,
  PayScene,
  PrecreateInput,
  RefundInput,
  TradeState,
} from "./payment-gateway";
import { GatewayRejected, GatewayUnavailable } from "./payment-gateway";
import {
  encryptResource,
  h5UrlWithReturn,
  jsapiParams,
  readTransactionNotification,
  rfc3339Beijing,
  signedHeaders,
  verifySignedHeaders,
  type WechatTransaction,
  wechatAnswer,
  wechatNotification,
} from "./wechatpay-v3";

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

const SANDBOX_APP_ID = "wxsandbox00000001";
type SandboxTrade = typeof sandboxTrades.$inferSelect;

import { alipayNotification, alipayReturnParams, SANDBOX_ALIPAY_APP_ID, wapRequestGenuine } from "./sandbox-alipay";
import { SANDBOX_MCH_ID, SANDBOX_MP_APP_ID, SandboxGateway, sandboxPrepayId } from "./sandbox-gateway-adapter";

export { SANDBOX_ALIPAY_APP_ID, SANDBOX_MCH_ID, SANDBOX_MP_APP_ID, sandboxPrepayId };

export interface SandboxOptions {
  readonly db: Database;
  readonly clock: PaymentClock;
  readonly log: PaymentLog;
  /** Delay of the first notification after an approval (tests of the "killed before notify" case make it long). */
  readonly firstNotifyDelayMs?: number;
}

/**
 * The sandbox provider: behaves as WeChat Pay v3 Native does, without money. Trades live in its own ledger
 * (`sandbox_trades`); its QR code is the URL of the scan page (/sandbox/pay/:tradeNo/:secret) where a tester
 * approves or declines as the phone would. The secret is the trade's own (random, kept in the ledger): as with a real
 * wallet, only whoever holds the QR the buyer was given can pay it; a trade number alone opens nothing. An approval owes the shop a TRANSACTION.SUCCESS notification: an encrypted
 * (AEAD_AES_256_GCM) transaction resource with Wechatpay-* signature headers, sent until answered 2xx on WeChat's
 * retry schedule. Keys are made at each start (the sandbox and the shop share a process).
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
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.#platformKey = pair.privateKey;
    this.platformPublicKey = pair.publicKey;
    const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.#alipayKey = alipay.privateKey;
    this.alipayPublicKey = alipay.publicKey;
    const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.#alipayAppKey = app.privateKey;
    this.alipayAppPublicKey = app.publicKey;
    const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
    this.#merchantKey = merchant.privateKey;
    this.merchantPublicKey = merchant.publicKey;
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
    await db
      .insert(sandboxTrades)
      .values({
        tradeNo: trade.tradeNo,
        amountFen: trade.amountFen,
        description: trade.description,
        notifyUrl: trade.notifyUrl,
        state: "NOTPAY",
        createdAt: this.#now(),
        paySecret: randomBytes(32).toString("base64url"),
        payType,
        flow: scene.flow,
      })
      .onConflictDoNothing();
    const [existing] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, trade.tradeNo));
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
    const page = `${trade.publicBaseUrl}/sandbox/pay/${trade.tradeNo}/${existing.paySecret}`;
    if (scene.flow === "qr") return { flow: "qr", codeUrl: page };
    if (scene.flow === "redirect" && payType === 1) {
      return {
        flow: "redirect",
        url: h5UrlWithReturn(`${page}/h5?prepay_id=${sandboxPrepayId(existing)}`, scene.returnUrl),
      };
    }
    if (scene.flow === "redirect") {
      const config = { appId: SANDBOX_ALIPAY_APP_ID, gatewayUrl: `${page}/wap` };
      return { flow: "redirect", url: wapPayUrl(config, this.#alipayAppKey, this.#now(), trade, scene.returnUrl) };
    }
    if (payType !== 1) throw new GatewayRejected("NO_JSAPI", "Alipay has no WeChat JSAPI payment");
    const timestamp = Math.floor(this.#now().getTime() / 1000);
    return {
      flow: "jsapi",
      jsapi: jsapiParams(SANDBOX_MP_APP_ID, sandboxPrepayId(existing), this.#merchantKey, timestamp),
    };
  }

  /** Whether JSAPI parameters are the shop's, signed with its merchant key, for this trade (as WeChat checks them). */
  jsapiGenuine(trade: SandboxTrade, params: Partial<Record<keyof JsapiParams, unknown>>): boolean {
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    const message = `${text(params.appId)}\n${text(params.timeStamp)}\n${text(params.nonceStr)}\n${text(params.package)}\n`;
    return (
      params.appId === SANDBOX_MP_APP_ID &&
      params.signType === "RSA" &&
      params.package === `prepay_id=${sandboxPrepayId(trade)}` &&
      createVerify("RSA-SHA256").update(message).verify(this.merchantPublicKey, text(params.paySign), "base64")
    );
  }

  /** Whether a WAP cashier request is the shop's, for this trade (sandbox-alipay.ts); answers its return_url. */
  wapRequestGenuine(trade: SandboxTrade, params: Record<string, string>) {
    return wapRequestGenuine(trade, params, this.alipayAppPublicKey);
  }

  /** The synchronous return of Alipay's cashier, signed by Alipay. */
  alipayReturnParams(trade: SandboxTrade) {
    return alipayReturnParams(trade, this.#alipayKey, this.#now());
  }

  /** Alipay's asynchronous notification of a paid trade. */
  alipayNotification(trade: SandboxTrade) {
    return alipayNotification(trade, this.#alipayKey, this.#now());
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

  async trade(tradeNo: string) {
    const [row] = await this.options.db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return row ?? null;
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
    await this.options.db
      .update(sandboxTrades)
      .set({ state: "CLOSED" })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), sql`${sandboxTrades.state} in ('NOTPAY', 'PAYERROR')`));
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
      const [recorded] = await tx
        .insert(sandboxRefunds)
        .values({
          refundNo: refund.refundNo,
          tradeNo: refund.tradeNo,
          amountFen: refund.amountFen,
          createdAt: this.#now(),
        })
        .onConflictDoNothing()
        .returning({ refundNo: sandboxRefunds.refundNo });
      if (!recorded) {
        const [known] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundNo, refund.refundNo));
        if (known?.tradeNo === refund.tradeNo && known.amountFen === refund.amountFen) return { providerRefundId };
        throw new GatewayRejected("INVALID_REQUEST", "refund number reused for another refund");
      }
      const [row] = await tx
        .update(sandboxTrades)
        .set({ state: "REFUND", refundedFen: sql`${sandboxTrades.refundedFen} + ${refund.amountFen}` })
        .where(
          and(
            eq(sandboxTrades.tradeNo, refund.tradeNo),
            sql`${sandboxTrades.state} in ('SUCCESS', 'REFUND')`,
            sql`${sandboxTrades.refundedFen} + ${refund.amountFen} <= ${sandboxTrades.amountFen}`,
          ),
        )
        .returning({ tradeNo: sandboxTrades.tradeNo });
      if (!row) throw new GatewayRejected("NOT_ENOUGH", "trade not paid or refund exceeds the amount");
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
    const [row] = await this.options.db
      .update(sandboxTrades)
      .set({
        state: "SUCCESS",
        transactionId,
        paidAt: now,
        notifyDueAt: new Date(now.getTime() + (this.options.firstNotifyDelayMs ?? 0)),
        notifyAttempts: 0,
      })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), sql`${sandboxTrades.state} in ('NOTPAY', 'PAYERROR')`))
      .returning({ tradeNo: sandboxTrades.tradeNo });
    if (row) {
      this.kick();
      return "paid";
    }
    const trade = await this.trade(tradeNo);
    if (!trade) return "absent";
    return trade.state === "CLOSED" ? "closed" : "already";
  }

  /** The scan page's 拒绝: the payer gave up; the trade stays payable until the shop closes it. */
  async decline(tradeNo: string): Promise<void> {
    await this.options.db
      .update(sandboxTrades)
      .set({ state: "PAYERROR" })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.state, "NOTPAY")));
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
    const due = await db
      .select()
      .from(sandboxTrades)
      .where(and(isNotNull(sandboxTrades.notifyDueAt), lte(sandboxTrades.notifyDueAt, this.#now())));
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
      await db
        .update(sandboxTrades)
        .set({
          notifyAttempts: attempts,
          notifyDueAt: acknowledged || attempts > schedule.length ? null : new Date(this.#now().getTime() + wait),
        })
        .where(eq(sandboxTrades.tradeNo, trade.tradeNo));
    }
  }

  /** The notification of a paid trade, as its provider sends it. */
  notification(trade: SandboxTrade): { headers: Record<string, string>; body: string } {
    return trade.payType === 2 ? this.alipayNotification(trade) : this.wechatNotification(trade);
  }

  /** The TRANSACTION.SUCCESS notification of a paid trade, as WeChat Pay v3 sends it. */
  wechatNotification(trade: SandboxTrade): { headers: Record<string, string>; body: string } {
    const transaction: WechatTransaction = {
      mchid: SANDBOX_MCH_ID,
      appid: trade.flow === "jsapi" ? SANDBOX_MP_APP_ID : SANDBOX_APP_ID,
      out_trade_no: trade.tradeNo,
      transaction_id: trade.transactionId ?? "",
      trade_state: "SUCCESS",
      trade_state_desc: "支付成功",
      success_time: rfc3339Beijing(trade.paidAt ?? this.#now()),
      amount: { total: trade.amountFen, payer_total: trade.amountFen, currency: "CNY" },
    };
    const now = this.#now();
    const body = JSON.stringify({
      id: `SANDBOX-${trade.tradeNo}-${randomBytes(4).toString("hex")}`,
      create_time: rfc3339Beijing(now),
      resource_type: "encrypt-resource",
      event_type: "TRANSACTION.SUCCESS",
      summary: "支付成功",
      resource: encryptResource(JSON.stringify(transaction), this.apiV3Key, "transaction"),
    });
    const headers = {
      "content-type": "application/json",
      ...signedHeaders(body, this.#platformKey, this.platformSerial, Math.floor(now.getTime() / 1000)),
    };
    return { headers, body };
  }

  /** Signs arbitrary bytes as the platform would (tests forge replays with it). */
  sign(body: string): Record<string, string> {
    return signedHeaders(body, this.#platformKey, this.platformSerial, Math.floor(this.#now().getTime() / 1000));
  }
}
