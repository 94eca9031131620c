import { MESSAGES, type OrderCreate } from "@taxlearn/core";
import { type MachineModel, stableJson } from "../../testing/model";
import { orderPaymentMachine } from "./order-payment.machine";
import { pollDelayMs } from "./order-payment.rules";
import type { CreatedOrder, PaymentError } from "./order-payment.types";

/** The shop's server: one order per uniqueId, however often it is asked. */
interface ShopWorld {
  ordersByUniqueId: Map<string, CreatedOrder>;
  /** the simulated moment the order was created, once it was */
  createdAt: number | null;
  /** a check answered paid */
  paidAnswered: boolean;
  cancelRequested: boolean;
}

const order: OrderCreate = {
  storeId: 1,
  productType: 4,
  productId: 4,
  cartNum: 1,
  uniqueId: "u-7f3a",
  payType: 1,
  inviteCode: null,
};

export const orderPaymentModel: MachineModel<typeof orderPaymentMachine, ShopWorld> = {
  name: "orderPaymentMachine",
  machine: orderPaymentMachine,
  // small timings keep the graph finite: after a 1 s wait and a 2 s one the 3 s order deadline has come
  input: {
    order,
    userId: 42,
    from: "pc",
    timings: { pollBaseMs: 1_000, pollMaxMs: 2_000, orderTimeoutMs: 3_000, retryDelayMs: 500, maxRetries: 1 },
  },
  events: [
    { type: "xstate.done.actor.createOrder", output: { uni: "NO-1", tradeNo: "T-1" } },
    { type: "xstate.error.actor.createOrder", error: { kind: "network" } },
    { type: "xstate.error.actor.createOrder", error: { kind: "rejected", message: "商品已下架" } },
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
    const world: ShopWorld = {
      ordersByUniqueId: new Map(),
      createdAt: null,
      paidAnswered: false,
      cancelRequested: false,
    };
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
    const { created, timings, retries, failure } = snapshot.context;
    if (created && snapshot.matches("creating")) broken.push("creating again after the order exists");
    if (creates.length > timings.maxRetries + 1) broken.push(`${creates.length} create attempts`);
    if (retries > timings.maxRetries) broken.push("retried beyond the limit");
    if (doubles.callsOf("payOrder").length > 0 && !created) broken.push("paying an order that does not exist");
    const pays = doubles.callsOf("payOrder").map((call) => (call.input as { uni: string }).uni);
    if (pays.some((uni) => uni !== created?.uni)) broken.push("paying another order");

    // the deadline is real: never open past it (at its very moment a poll due then may fire first), and
    // never expired later than it
    if (created && world.createdAt === null) world.createdAt = now;
    const deadline = (world.createdAt ?? Number.POSITIVE_INFINITY) + timings.orderTimeoutMs;
    if (snapshot.matches("ordered") && now > deadline)
      broken.push(`still open ${now - deadline} ms after the deadline`);
    if (snapshot.matches("expired") && now > deadline) broken.push(`expired ${now - deadline} ms after the deadline`);

    // a payment that went through is never reported as anything else, cancelled least of all
    if (event?.type === "xstate.done.actor.verifyStatus" && event.output === "paid") world.paidAnswered = true;
    if (world.paidAnswered && !snapshot.matches("paid"))
      broken.push(`a paid answer reported as ${stableJson(snapshot.value)}`);
    if (event?.type === "PAY.CANCEL") world.cancelRequested = true;
    if (snapshot.matches("cancelled") && !world.cancelRequested) broken.push("cancelled without the learner asking");
    // a check under way may be answering paid: a cancel waits for it (only the deadline cuts it short)
    if (snapshot.matches("cancelled") && doubles.isPending("verifyStatus") && now < deadline)
      broken.push("cancelled with a payment check unanswered");
    if (
      world.cancelRequested &&
      snapshot.matches({ ordered: "awaitingPayment" }) &&
      !snapshot.matches({ ordered: { awaitingPayment: { verifying: "cancelling" } } })
    )
      broken.push("still awaiting payment after the learner cancelled");

    // a failure says why: the server's refusal, or core's network message once the retries ran out
    if (snapshot.matches("failed") && event?.type.startsWith("xstate.error.actor.")) {
      const error = event.error as PaymentError;
      const expected = error.kind === "rejected" ? error.message : MESSAGES.requestFailed;
      if (failure !== expected) broken.push(`failure "${failure}" instead of "${expected}"`);
    }
    return broken;
  },
};
