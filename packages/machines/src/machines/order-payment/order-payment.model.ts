import { MESSAGES } from "@taxlearn/core";
import { MACHINE_MESSAGES } from "../../shared/messages";
import { type MachineModel, stableJson } from "../../testing/model";
import { orderPaymentMachine } from "./order-payment.machine";
import { pollDelayMs } from "./order-payment.rules";
import type { PayableOrder, PaymentCode, PaymentError, WalletRequest } from "./order-payment.types";

/** The shop's server as the learner paying one order sees it. */
export interface ShopWorld {
  /** a check answered paid */
  paidAnswered: boolean;
  cancelRequested: boolean;
  /** what closed the order first, as the world saw it: the learner's cancel or the deadline's moment */
  closedBy: "cancel" | "deadline" | null;
  /** payment checks asked for by the step that closed the order */
  checksWhenClosed: number;
  /** a check was answered after the order was closed */
  answeredSinceClosed: boolean;
  /** an outcome was reached in an earlier step */
  finished: boolean;
  /** the provider pages this window opened (h5) */
  opened: string[];
  /** the last pay answer */
  lastCode: PaymentCode | null;
  redirectAnswers: string[];
  walletsOpened: number;
}

/** A shop before any order: what each replayed path starts from. */
export const newShopWorld = (): ShopWorld => ({
  paidAnswered: false,
  cancelRequested: false,
  closedBy: null,
  checksWhenClosed: 0,
  answeredSinceClosed: false,
  finished: false,
  opened: [],
  lastCode: null,
  redirectAnswers: [],
  walletsOpened: 0,
});

/** A course order just created on 立即支付. */
const order: PayableOrder = { uni: "NO1234", tradeNo: "T12345", productId: 4, productType: 1, payType: 1 };

const WALLET_REQUEST: WalletRequest = {
  appId: "wx8888",
  timeStamp: "1765000000",
  nonceStr: "n0nce",
  package: "prepay_id=wx201410272009395522657a690389285100",
  signType: "RSA",
  paySign: "c2lnbmF0dXJl",
};
const H5_URL = "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016";

const timings = { pollBaseMs: 1_000, pollMaxMs: 2_000, orderTimeoutMs: 3_000, retryDelayMs: 500, maxRetries: 1 };

export const orderPaymentModel: MachineModel<typeof orderPaymentMachine, ShopWorld> = {
  name: "orderPaymentMachine",
  machine: orderPaymentMachine,
  // small timings keep the graph finite: after a 1 s wait and a 2 s one the 3 s order deadline has come.
  // An order just created, and one continued from the order list (继续支付) with less of its deadline left and no
  // network retries (the same states, which keeps the graph smaller).
  inputs: [
    { order, userId: 42, from: "pc", timings },
    {
      order: { ...order, payType: 2 },
      userId: 42,
      from: "pc",
      timings: { ...timings, orderTimeoutMs: 1_500, maxRetries: 0 },
    },
    // back from the provider's page on a phone: the pay-result page checks
    { order, userId: 42, from: "h5", timings: { ...timings, maxRetries: 0 }, returned: true },
  ],
  events: [
    { type: "xstate.done.actor.payOrder", output: { flow: "qr", qrCode: "weixin://wxpay/bizpayurl?pr=abc" } },
    { type: "xstate.done.actor.payOrder", output: { flow: "redirect", url: H5_URL } },
    { type: "xstate.done.actor.payOrder", output: { flow: "jsapi", request: WALLET_REQUEST } },
    { type: "xstate.done.actor.payInWallet", output: "ok" },
    { type: "xstate.done.actor.payInWallet", output: "cancel" },
    { type: "xstate.done.actor.payInWallet", output: "fail" },
    { type: "xstate.error.actor.payInWallet", error: new Error("WeixinJSBridge missing") },
    { type: "xstate.error.actor.payOrder", error: { kind: "network" } },
    { type: "xstate.error.actor.payOrder", error: { kind: "rejected", message: "订单已关闭" } },
    { type: "xstate.error.actor.payOrder", error: { kind: "rejected", message: "" } },
    { type: "xstate.done.actor.verifyStatus", output: "pending" },
    { type: "xstate.done.actor.verifyStatus", output: "paid" },
    { type: "xstate.done.actor.verifyStatus", output: "failed" },
    { type: "xstate.done.actor.verifyStatus", output: "expired" },
    { type: "xstate.error.actor.verifyStatus", error: { kind: "network" } },
    { type: "xstate.error.actor.verifyStatus", error: { kind: "rejected", message: "订单不存在" } },
  ],
  // PAY.CONFIRM checks without waiting, so the check count grows without bound; what it changes is the
  // next wait, which is capped: identify graph states by that wait instead of the count.
  // Loop-free routes multiply with every flow (QR, redirect, wallet and its retry, a return from the provider) into
  // more than the cores can replay; every graph state's shortest path and every transition out of it are replayed.
  simplePaths: false,
  // Likewise the pay answer and the wallet's word matter only in the step they arrive (the invariants judge them
  // there); afterwards a QR order and a redirected one wait alike, so they are one graph state.
  serializeState: (snapshot) => {
    const { checks: _, code: _code, walletOutcome: _wallet, ...rest } = snapshot.context;
    return stableJson({ value: snapshot.value, ...rest, nextWaitMs: pollDelayMs(snapshot.context) });
  },
  fakes: (doubles) => {
    const world = newShopWorld();
    return {
      implementations: {
        actions: { openPaymentPage: (_: unknown, { url }: { url: string }) => void world.opened.push(url) },
        actors: {
          payInWallet: doubles.actor("payInWallet"),
          payOrder: doubles.actor("payOrder"),
          verifyStatus: doubles.actor("verifyStatus"),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles, { event, now }) => {
    const broken: string[] = [];
    const { order: paying, timings, retries, failure, closing } = snapshot.context;
    if (retries > timings.maxRetries) broken.push("retried beyond the limit");
    // the order is paid as it is: the pay call and every check name that order, never a made-up one
    for (const call of doubles.callsOf("payOrder")) {
      const pay = call.input as { uni: string; payType: number };
      if (pay.uni !== paying.uni || pay.payType !== paying.payType) broken.push(`paying ${stableJson(pay)}`);
    }
    for (const call of doubles.callsOf("verifyStatus")) {
      const check = call.input as { tradeNo: string; productId: number; productType: number; userId: number };
      if (check.tradeNo !== paying.tradeNo || check.productId !== paying.productId || check.userId !== 42)
        broken.push(`checking ${stableJson(check)}`);
    }

    // the deadline is real: at it the order stops waiting for payment and closes (at its very moment a poll
    // due then may fire first); `expired` never before it, unless the server itself said expired
    // the pay answer's flow is followed: the provider's page opened once per redirect answer, the wallet opened
    // with the server's own request and only after a jsapi answer
    if (event?.type === "xstate.done.actor.payOrder") {
      world.lastCode = event.output as PaymentCode;
      if (world.lastCode.flow === "redirect") world.redirectAnswers.push(world.lastCode.url);
    }
    if (stableJson(world.opened) !== stableJson(world.redirectAnswers))
      broken.push(`opened ${stableJson(world.opened)} for redirect answers ${stableJson(world.redirectAnswers)}`);
    const wallets = doubles.callsOf("payInWallet");
    if (wallets.length > world.walletsOpened) {
      const walletCall = wallets[wallets.length - 1];
      world.walletsOpened = wallets.length;
      if (world.lastCode?.flow !== "jsapi" || stableJson(walletCall?.input) !== stableJson(WALLET_REQUEST))
        broken.push(`the wallet opened with ${stableJson(walletCall?.input)} after ${stableJson(world.lastCode)}`);
    }
    if (snapshot.matches({ ordered: "inWallet" }) && world.lastCode?.flow !== "jsapi")
      broken.push("in the wallet without a jsapi answer");
    // the wallet's ok is the learner's word: a check follows at once; cancel / fail are said, not paid
    if (event?.type === "xstate.done.actor.payInWallet" && event.output === "ok") {
      if (!snapshot.matches({ ordered: { awaitingPayment: "verifying" } }))
        broken.push("the wallet's ok not checked at once");
    }
    const walletDeclined =
      event?.type === "xstate.error.actor.payInWallet" ||
      (event?.type === "xstate.done.actor.payInWallet" && event.output !== "ok");
    if (walletDeclined && !snapshot.matches({ ordered: "walletDeclined" }))
      broken.push(`the wallet said no, yet ${stableJson(snapshot.value)}`);
    if (snapshot.matches({ ordered: "walletDeclined" }) && !event?.type.endsWith("actor.payInWallet"))
      broken.push("wallet declined without the wallet saying so");
    if (snapshot.matches({ ordered: "walletDeclined" }) && snapshot.context.walletOutcome === null)
      broken.push("wallet declined, not saying how");
    // back from the provider: never a second pay call, a check at once
    if (snapshot.context.returned && doubles.callsOf("payOrder").length > 0)
      broken.push("paying again after returning");
    if (snapshot.context.returned && event === null && doubles.callsOf("verifyStatus").length !== 1)
      broken.push("back from the provider without checking at once");

    // the deadline's timer starts with paying (what is left of the order's own)
    const deadline = timings.orderTimeoutMs;
    const serverSaidExpired = event?.type === "xstate.done.actor.verifyStatus" && event.output === "expired";
    if (snapshot.matches("expired") && now < deadline && !serverSaidExpired)
      broken.push(`expired ${deadline - now} ms before the deadline`);

    // a payment that went through is always the outcome: never reported as expired, cancelled or failed
    if (event?.type === "xstate.done.actor.verifyStatus" && event.output === "paid") world.paidAnswered = true;
    if (snapshot.matches("paid") && !world.paidAnswered) broken.push("paid without the server saying so");
    if (world.paidAnswered && !snapshot.matches("paid"))
      broken.push(`a paid answer reported as ${stableJson(snapshot.value)}`);
    // an outcome while a check is unanswered would drop that answer, which may be paid
    const final = (["paid", "failed", "expired", "cancelled"] as const).some((state) => snapshot.matches(state));
    if (final && doubles.isPending("verifyStatus"))
      broken.push(`${stableJson(snapshot.value)} with a payment check unanswered`);
    if (event?.type === "PAY.CANCEL") world.cancelRequested = true;
    if (snapshot.matches("cancelled") && !world.cancelRequested) broken.push("cancelled without the learner asking");

    // Closing: a cancel, or the deadline's moment, whichever comes first. From then on
    // one last check (or the one under way) decides — paid, else cancelled / expired as the close began —
    // its network failures retried within the limit, and the order no longer waits for payment.
    const checks = doubles.callsOf("verifyStatus").length;
    if (world.closedBy !== null && event?.type.endsWith(".actor.verifyStatus")) world.answeredSinceClosed = true;
    const closer =
      event?.type === "PAY.CANCEL"
        ? "cancel"
        : event?.type.startsWith("xstate.after.orderTimeout.")
          ? "deadline"
          : null;
    if (closer && world.closedBy === null && !world.finished) {
      world.closedBy = closer;
      world.checksWhenClosed = checks;
    }
    world.finished = final;
    if (world.closedBy !== null) {
      if (closing !== world.closedBy) broken.push(`closed by ${world.closedBy}, but closing says ${closing}`);
      if (checks - world.checksWhenClosed > timings.maxRetries)
        broken.push(`${checks - world.checksWhenClosed} more checks after the order closed`);
      const endedAsClosed = snapshot.matches(world.closedBy === "cancel" ? "cancelled" : "expired");
      if (final && !snapshot.matches("paid") && !endedAsClosed)
        broken.push(`closed by ${world.closedBy}, ended ${stableJson(snapshot.value)}`);
      if (endedAsClosed && !world.answeredSinceClosed)
        broken.push(`${stableJson(snapshot.value)} with no check answered after the order closed`);
      const checkingOrAboutTo =
        snapshot.matches({ ordered: { awaitingPayment: "verifying" } }) || snapshot.matches({ ordered: "closing" });
      if (snapshot.matches("ordered") && !checkingOrAboutTo)
        broken.push(`closed, yet in ${stableJson(snapshot.value)}`);
    } else if (closing !== null) broken.push(`closing (${closing}) before a cancel or the deadline`);

    // a failure says why: the server's refusal, or core's network message once the retries ran out
    if (snapshot.matches("failed") && event?.type.startsWith("xstate.error.actor.")) {
      const error = event.error as PaymentError;
      const expected =
        error.kind === "network" ? MESSAGES.requestFailed : error.message || MACHINE_MESSAGES.orderRefused;
      if (failure !== expected) broken.push(`failure "${failure}" instead of "${expected}"`);
    }
    return broken;
  },
};
