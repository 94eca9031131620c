import { MESSAGES, type OrderCreate } from "@taxlearn/core";
import { MACHINE_MESSAGES } from "../../shared/messages";
import { type MachineModel, stableJson } from "../../testing/model";
import { orderPaymentMachine } from "./order-payment.machine";
import { pollDelayMs } from "./order-payment.rules";
import type { CreatedOrder, PaymentError } from "./order-payment.types";

/** The shop's server: one order per uniqueId, however often it is asked. */
export interface ShopWorld {
  ordersByUniqueId: Map<string, CreatedOrder>;
  /** the simulated moment the order was created, once it was */
  createdAt: number | null;
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
  ordersByUniqueId: new Map(),
  createdAt: null,
  paidAnswered: false,
  cancelRequested: false,
  closedBy: null,
  checksWhenClosed: 0,
  answeredSinceClosed: false,
  finished: false,
});

const order: OrderCreate = {
  storeId: 1,
  productType: 4,
  productId: 4,
  cartNum: 1,
  uniqueId: "u-7f3a",
  payType: 1,
  inviteCode: null,
};

const timings = { pollBaseMs: 1_000, pollMaxMs: 2_000, orderTimeoutMs: 3_000, retryDelayMs: 500, maxRetries: 1 };
/** An order the learner created earlier and pays now from the order list. */
const RESUMED: CreatedOrder = { uni: "NO-0", tradeNo: "T-0" };

export const orderPaymentModel: MachineModel<typeof orderPaymentMachine, ShopWorld> = {
  name: "orderPaymentMachine",
  machine: orderPaymentMachine,
  // small timings keep the graph finite: after a 1 s wait and a 2 s one the 3 s order deadline has come.
  // A new purchase, and an order created earlier resumed (继续支付) with what is left of its deadline; the resumed
  // one without network retries (the same states the new purchase walks), which keeps the graph about a fifth smaller.
  inputs: [
    { order, userId: 42, from: "pc", timings },
    { order, userId: 42, from: "pc", timings: { ...timings, orderTimeoutMs: 1_500, maxRetries: 0 }, created: RESUMED },
  ],
  events: [
    { type: "xstate.done.actor.createOrder", output: { uni: "NO-1", tradeNo: "T-1" } },
    { type: "xstate.error.actor.createOrder", error: { kind: "network" } },
    { type: "xstate.error.actor.createOrder", error: { kind: "rejected", message: "商品已下架" } },
    { type: "xstate.error.actor.createOrder", error: { kind: "rejected", message: "" } },
    { type: "xstate.done.actor.payOrder", output: { qrCode: "weixin://wxpay/bizpayurl?pr=abc" } },
    { type: "xstate.error.actor.payOrder", error: { kind: "network" } },
    { type: "xstate.error.actor.payOrder", error: { kind: "rejected", message: "订单已关闭" } },
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
          createOrder: doubles.actor("createOrder"),
          payOrder: doubles.actor("payOrder"),
          verifyStatus: doubles.actor("verifyStatus"),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles, { event, now }) => {
    const broken: string[] = [];
    const creates = doubles.callsOf("createOrder").map((call) => (call.input as OrderCreate).uniqueId);
    // never a second order: every attempt carries the one uniqueId, and none after the order exists
    if (new Set(creates).size > 1) broken.push(`orders created under ${[...new Set(creates)].join(", ")}`);
    const { created, timings, retries, failure, closing } = snapshot.context;
    if (created && snapshot.matches("creating")) broken.push("creating again after the order exists");
    // a resumed order is paid as it is: never a create, and its payment code is the one asked for
    if (created?.uni === RESUMED.uni && creates.length > 0) broken.push("creating an order while resuming one");
    if (creates.length > timings.maxRetries + 1) broken.push(`${creates.length} create attempts`);
    if (retries > timings.maxRetries) broken.push("retried beyond the limit");
    if (doubles.callsOf("payOrder").length > 0 && !created) broken.push("paying an order that does not exist");
    const pays = doubles.callsOf("payOrder").map((call) => (call.input as { uni: string }).uni);
    if (pays.some((uni) => uni !== created?.uni)) broken.push("paying another order");

    // the deadline is real: at it the order stops waiting for payment and closes (at its very moment a poll
    // due then may fire first); `expired` never before it, unless the server itself said expired
    if (created && world.createdAt === null) world.createdAt = now;
    const deadline = (world.createdAt ?? Number.POSITIVE_INFINITY) + timings.orderTimeoutMs;
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

    // Closing: a cancel once the order exists, or the deadline's moment, whichever comes first. From then on
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
    if (closer && created && world.closedBy === null && !world.finished) {
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
