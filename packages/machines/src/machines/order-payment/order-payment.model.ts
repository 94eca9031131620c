import { MESSAGES } from "@taxlearn/core";
import { MACHINE_MESSAGES } from "../../shared/messages";
import { type MachineModel, stableJson } from "../../testing/model";
import { orderPaymentMachine } from "./order-payment.machine";
import { pollDelayMs } from "./order-payment.rules";
import type { PayableOrder, PaymentError } from "./order-payment.types";

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
}

/** A shop before any order: what each replayed path starts from. */
export const newShopWorld = (): ShopWorld => ({
  paidAnswered: false,
  cancelRequested: false,
  closedBy: null,
  checksWhenClosed: 0,
  answeredSinceClosed: false,
  finished: false,
});

/** A course order just created on 立即支付. */
const order: PayableOrder = { uni: "NO1234", tradeNo: "T12345", productId: 4, productType: 1, payType: 1 };

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
  ],
  events: [
    { type: "xstate.done.actor.payOrder", output: { qrCode: "weixin://wxpay/bizpayurl?pr=abc" } },
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
  serializeState: (snapshot) => {
    const { checks: _, ...rest } = snapshot.context;
    return stableJson({ value: snapshot.value, ...rest, nextWaitMs: pollDelayMs(snapshot.context) });
  },
  fakes: (doubles) => {
    const world = newShopWorld();
    return {
      implementations: {
        actors: {
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
    // the deadline's timer starts with paying (what is left of the order's own)
    const deadline = timings.orderTimeoutMs;
    const serverSaidExpired = event?.type === "xstate.done.actor.verifyStatus" && event.output === "expired";
    if (snapshot.matches("expired") && now < deadline && !serverSaidExpired)
      broken.push(`expired ${deadline - now} ms before the deadline`);

    // a payment that went through is always the outcome: never reported as expired, cancelled or failed
    if (event?.type === "xstate.done.actor.verifyStatus" && event.output === "paid") world.paidAnswered = true;
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
