import type { OrderCreate } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { settle } from "../../testing/replay";
import { connectOrderPayment } from "./order-payment.connect";
import { orderPaymentMachine } from "./order-payment.machine";
import { pollDelayMs } from "./order-payment.rules";
import { DEFAULT_PAYMENT_TIMINGS, type PaymentStatus, type PaymentTimings } from "./order-payment.types";

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
  statuses?: PaymentStatus[];
  timings?: Partial<PaymentTimings>;
}

function start(shop: Shop = {}) {
  const clock = new SimulatedClock();
  let createFailures = shop.createFailures ?? 0;
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
      payOrder: fromPromise(async () => ({ qrCode: "weixin://pay/1" })),
      verifyStatus: fromPromise(async () => {
        server.checksAt.push(clock.now());
        return statuses.shift() ?? "pending";
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

  it("fails after the retries run out", async () => {
    const { view, advance } = start({ createFailures: 9, timings: { maxRetries: 1, retryDelayMs: 100 } });
    await settle();
    await advance(100);
    expect(view().status).toBe("failed");
  });

  it("checks with a doubling back-off and expires at the order timeout", async () => {
    const { view, advance, server } = start({
      timings: { pollBaseMs: 1_000, pollMaxMs: 4_000, orderTimeoutMs: 10_000 },
    });
    await settle();
    await settle();
    for (let elapsed = 0; elapsed < 10_000; elapsed += 500) await advance(500);
    expect(server.checksAt).toEqual([1_000, 3_000, 7_000, 10_000]);
    expect(view().status).toBe("expired");
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

  it("never waits past the order timeout (property)", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20_000), (checks, waitedMs) => {
        const timings = { ...DEFAULT_PAYMENT_TIMINGS, orderTimeoutMs: 20_000 };
        const delay = pollDelayMs({ checks, waitedMs, timings });
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(timings.pollMaxMs);
        expect(waitedMs + delay).toBeLessThanOrEqual(Math.max(waitedMs, timings.orderTimeoutMs));
      }),
    );
  });
});
