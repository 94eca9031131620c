import { MESSAGES, type OrderCreate } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { settle } from "../../testing/replay";
import { connectOrderPayment } from "./order-payment.connect";
import { orderPaymentMachine } from "./order-payment.machine";
import { pollDelayMs } from "./order-payment.rules";
import {
  DEFAULT_PAYMENT_TIMINGS,
  type PaymentError,
  type PaymentStatus,
  type PaymentTimings,
} from "./order-payment.types";

const order: OrderCreate = {
  storeId: 1,
  productType: 4,
  productId: 4,
  cartNum: 1,
  uniqueId: "u-1",
  payType: 1,
  inviteCode: null,
};

interface Shop {
  createFailures?: number;
  payFailures?: number;
  statuses?: PaymentStatus[];
  /** answers the checks instead of `statuses` (e.g. slowly, or by refusing) */
  verify?: () => Promise<PaymentStatus>;
  timings?: Partial<PaymentTimings>;
}

/** A promise the test settles when it likes: a request still under way. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(shop: Shop = {}) {
  const clock = new SimulatedClock();
  let createFailures = shop.createFailures ?? 0;
  let payFailures = shop.payFailures ?? 0;
  const statuses = [...(shop.statuses ?? [])];
  const server = { orders: new Map<string, string>(), createCalls: [] as string[], checksAt: [] as number[] };
  const machine = orderPaymentMachine.provide({
    actors: {
      createOrder: fromPromise(async ({ input }: { input: OrderCreate }) => {
        server.createCalls.push(input.uniqueId);
        // the order is stored before the answer is lost on the network: idempotency must absorb the retry
        if (!server.orders.has(input.uniqueId)) server.orders.set(input.uniqueId, `NO-${server.orders.size + 1}`);
        if (createFailures-- > 0) throw { kind: "network" };
        return { uni: server.orders.get(input.uniqueId) ?? "", tradeNo: "T-1" };
      }),
      payOrder: fromPromise(async () => {
        if (payFailures-- > 0) throw { kind: "network" } satisfies PaymentError;
        return { qrCode: "weixin://pay/1" };
      }),
      verifyStatus: fromPromise(async () => {
        server.checksAt.push(clock.now());
        return shop.verify ? shop.verify() : (statuses.shift() ?? "pending");
      }),
    },
  });
  const actor = createActor(machine, { input: { order, userId: 9, from: "pc", timings: shop.timings }, clock }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, clock, server, advance, view: () => connectOrderPayment(actor.getSnapshot(), actor.send) };
}

describe("orderPaymentMachine", () => {
  it("creates the order, shows the QR code, and finishes when a check says paid", async () => {
    const { view, advance } = start({ statuses: ["pending", "paid"] });
    await settle();
    await settle();
    expect(view()).toMatchObject({ status: "awaitingPayment", qrCode: "weixin://pay/1" });
    await advance(2_000);
    expect(view().status).toBe("awaitingPayment");
    await advance(4_000);
    expect(view()).toMatchObject({ status: "paid", qrCode: null });
  });

  it("retries a create lost on the network with the same uniqueId: one order only", async () => {
    const { view, advance, server } = start({ createFailures: 2 });
    await settle();
    await advance(DEFAULT_PAYMENT_TIMINGS.retryDelayMs);
    await advance(DEFAULT_PAYMENT_TIMINGS.retryDelayMs);
    await settle();
    expect(server.createCalls).toEqual(["u-1", "u-1", "u-1"]);
    expect(server.orders.size).toBe(1);
    expect(view().status).toBe("awaitingPayment");
  });

  it("fails after the retries run out, with core's network message", async () => {
    const { view, advance } = start({ createFailures: 9, timings: { maxRetries: 1, retryDelayMs: 100 } });
    await settle();
    await advance(100);
    expect(view()).toMatchObject({ status: "failed", failure: MESSAGES.requestFailed });
  });

  it("fails with core's network message when the payment code cannot be had either", async () => {
    const { view, advance } = start({ payFailures: 9, timings: { maxRetries: 2, retryDelayMs: 100 } });
    await settle();
    await advance(100);
    await advance(100);
    expect(view()).toMatchObject({ status: "failed", failure: "请求失败，请检查网络是否已连接" });
  });

  it("checks with a doubling back-off and expires at the order timeout", async () => {
    const { view, advance, server } = start({
      timings: { pollBaseMs: 1_000, pollMaxMs: 4_000, orderTimeoutMs: 10_000 },
    });
    await settle();
    await settle();
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) await advance(500);
    expect(view().status).toBe("awaitingPayment");
    await advance(500);
    // the next check would have been at 11 s: the deadline comes first
    expect(server.checksAt).toEqual([1_000, 3_000, 7_000]);
    expect(view()).toMatchObject({ status: "expired", qrCode: null });
  });

  it("expires at the deadline counted from the order's creation, however long a check takes", async () => {
    const slow = deferred<PaymentStatus>();
    const { view, advance, clock } = start({
      verify: () => slow.promise,
      timings: { pollBaseMs: 1_000, orderTimeoutMs: 5_000 },
    });
    await settle();
    await settle();
    await advance(1_000);
    expect(view()).toMatchObject({ status: "awaitingPayment", checking: true });
    await advance(3_999);
    expect(view().status).toBe("awaitingPayment");
    await advance(1);
    expect(view().status).toBe("expired");
    expect(clock.now()).toBe(5_000);
    slow.resolve("paid");
    await settle();
    expect(view().status).toBe("expired");
  });

  it("repeated 'I have paid' checks do not postpone the deadline", async () => {
    const { actor, view, advance, server } = start({ timings: { pollBaseMs: 1_000, orderTimeoutMs: 3_000 } });
    await settle();
    await settle();
    for (let elapsed = 0; elapsed < 2_900; elapsed += 100) {
      actor.send({ type: "PAY.CONFIRM" });
      await advance(100);
    }
    expect(server.checksAt.length).toBeGreaterThan(20);
    expect(view().status).toBe("awaitingPayment");
    await advance(100);
    expect(view().status).toBe("expired");
  });

  it("a refused check ends the order as failed with the server's message", async () => {
    const { view, advance } = start({
      verify: async () => {
        throw { kind: "rejected", message: "订单不存在" } satisfies PaymentError;
      },
    });
    await settle();
    await settle();
    await advance(DEFAULT_PAYMENT_TIMINGS.pollBaseMs);
    expect(view()).toMatchObject({ status: "failed", failure: "订单不存在" });
  });

  it("a check lost on the network is just not an answer yet: it checks again later", async () => {
    let calls = 0;
    const { view, advance, server } = start({
      verify: async () => {
        calls++;
        if (calls === 1) throw { kind: "network" } satisfies PaymentError;
        return "paid";
      },
    });
    await settle();
    await settle();
    await advance(2_000);
    expect(view().status).toBe("awaitingPayment");
    await advance(4_000);
    expect(server.checksAt).toEqual([2_000, 6_000]);
    expect(view().status).toBe("paid");
  });

  it("checks at once when the learner says they paid, and can be cancelled while waiting", async () => {
    const { actor, view, server } = start();
    await settle();
    await settle();
    view().confirmPaid();
    await settle();
    expect(server.checksAt).toEqual([0]);
    actor.send({ type: "PAY.CANCEL" });
    expect(view().status).toBe("cancelled");
  });

  it("a cancel during a check waits for it: a payment that went through stays paid", async () => {
    const check = deferred<PaymentStatus>();
    const { view } = start({ verify: () => check.promise });
    await settle();
    await settle();
    view().confirmPaid();
    view().cancel();
    expect(view()).toMatchObject({ status: "cancelling", qrCode: null, checking: true });
    check.resolve("paid");
    await settle();
    expect(view().status).toBe("paid");
  });

  it("a cancel during a check ends cancelled when the check does not say paid", async () => {
    for (const answer of ["pending", "failed", "expired"] as const) {
      const check = deferred<PaymentStatus>();
      const { view } = start({ verify: () => check.promise });
      await settle();
      await settle();
      view().confirmPaid();
      view().cancel();
      check.resolve(answer);
      await settle();
      expect(view().status).toBe("cancelled");
    }
  });

  it("a cancel during a check that outlasts the deadline ends cancelled at the deadline", async () => {
    const check = deferred<PaymentStatus>();
    const { view, advance } = start({ verify: () => check.promise, timings: { orderTimeoutMs: 4_000 } });
    await settle();
    await settle();
    view().confirmPaid();
    view().cancel();
    await advance(4_000);
    expect(view().status).toBe("cancelled");
  });

  it("waits grow from the base, doubling, up to the maximum (property)", () => {
    fc.assert(
      fc.property(fc.nat(40), (checks) => {
        const timings = DEFAULT_PAYMENT_TIMINGS;
        const delay = pollDelayMs({ checks, timings });
        expect(delay).toBeGreaterThanOrEqual(timings.pollBaseMs);
        expect(delay).toBeLessThanOrEqual(timings.pollMaxMs);
        expect(pollDelayMs({ checks: checks + 1, timings })).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
