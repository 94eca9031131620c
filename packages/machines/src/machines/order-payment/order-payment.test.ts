import { MESSAGES, type OrderPay, type OrderVerify } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { MACHINE_MESSAGES } from "../../shared/messages";
import { settle } from "../../testing/replay";
import { connectOrderPayment } from "./order-payment.connect";
import { orderPaymentMachine } from "./order-payment.machine";
import { failureMessage, pollDelayMs } from "./order-payment.rules";
import {
  DEFAULT_PAYMENT_TIMINGS,
  type PayableOrder,
  type PaymentCode,
  type PaymentError,
  type PaymentStatus,
  type PaymentTimings,
  type WalletOutcome,
  type WalletRequest,
} from "./order-payment.types";

const order: PayableOrder = { uni: "NO1", tradeNo: "T1", productId: 4, productType: 1, payType: 1 };

interface Shop {
  payFailures?: number;
  statuses?: PaymentStatus[];
  /** answers the checks instead of `statuses` (e.g. slowly, or by refusing) */
  verify?: () => Promise<PaymentStatus>;
  timings?: Partial<PaymentTimings>;
  /** the order paid (default: one just created) */
  order?: PayableOrder;
  /** the pay call's answer (default: a QR code) */
  code?: PaymentCode;
  /** what WeChat's wallet says, one per opening */
  wallet?: WalletOutcome[];
  returned?: boolean;
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

/** A check answerer that leaves every check under way until the test answers it. */
function heldChecks() {
  const calls: ReturnType<typeof deferred<PaymentStatus>>[] = [];
  const verify = () => {
    const call = deferred<PaymentStatus>();
    calls.push(call);
    return call.promise;
  };
  return { calls, verify };
}

function start(shop: Shop = {}) {
  const clock = new SimulatedClock();
  let payFailures = shop.payFailures ?? 0;
  const statuses = [...(shop.statuses ?? [])];
  const server = {
    payCalls: [] as string[],
    checksAt: [] as number[],
    checkedTradeNos: [] as string[],
    opened: [] as string[],
    wallets: [] as WalletRequest[],
  };
  const wallet = [...(shop.wallet ?? [])];
  const machine = orderPaymentMachine.provide({
    actions: { openPaymentPage: (_, { url }) => void server.opened.push(url) },
    actors: {
      payOrder: fromPromise(async ({ input }: { input: OrderPay }) => {
        server.payCalls.push(input.uni);
        if (payFailures-- > 0) throw { kind: "network" } satisfies PaymentError;
        return shop.code ?? ({ flow: "qr", qrCode: "weixin://pay/1" } satisfies PaymentCode);
      }),
      payInWallet: fromPromise(async ({ input }: { input: WalletRequest }) => {
        server.wallets.push(input);
        return wallet.shift() ?? "fail";
      }),
      verifyStatus: fromPromise(async ({ input }: { input: OrderVerify }) => {
        server.checksAt.push(clock.now());
        server.checkedTradeNos.push(input.tradeNo);
        return shop.verify ? shop.verify() : (statuses.shift() ?? "pending");
      }),
    },
  });
  const input = {
    order: shop.order ?? order,
    userId: 9,
    from: "pc" as const,
    timings: shop.timings,
    returned: shop.returned,
  };
  const actor = createActor(machine, { input, clock }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, clock, server, advance, view: () => connectOrderPayment(actor.getSnapshot(), actor.send) };
}

describe("orderPaymentMachine", () => {
  it("asks for the order's QR code, and finishes when a check says paid", async () => {
    const { view, advance, server } = start({ statuses: ["pending", "paid"] });
    expect(view().status).toBe("preparing");
    await settle();
    expect(view()).toMatchObject({ status: "awaitingPayment", qrCode: "weixin://pay/1" });
    await advance(2_000);
    expect(view().status).toBe("awaitingPayment");
    await advance(4_000);
    expect(view()).toMatchObject({ status: "paid", qrCode: null });
    expect(server.payCalls).toEqual(["NO1"]);
  });

  it("h5: opens the provider's page once and keeps checking, in case the learner comes back here", async () => {
    const { view, advance, server } = start({
      code: { flow: "redirect", url: "https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1" },
      statuses: ["pending", "paid"],
    });
    await settle();
    expect(server.opened).toEqual(["https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1"]);
    expect(view()).toMatchObject({ status: "awaitingPayment", qrCode: null, paymentUrl: server.opened[0] });
    await advance(2_000);
    await advance(4_000);
    expect(view().status).toBe("paid");
    expect(server.opened).toHaveLength(1);
  });

  const jsapi: PaymentCode = {
    flow: "jsapi",
    request: {
      appId: "wx1",
      timeStamp: "1765000000",
      nonceStr: "n1",
      package: "prepay_id=wx2",
      signType: "RSA",
      paySign: "sig",
    },
  };

  it("jsapi: opens the wallet with the server's request; its ok is checked at once, only the server says paid", async () => {
    const { view, server } = start({ code: jsapi, wallet: ["ok"], statuses: ["paid"] });
    await settle();
    await settle();
    expect(server.wallets).toEqual([jsapi.flow === "jsapi" ? jsapi.request : null]);
    expect(server.checksAt).toEqual([0]);
    expect(view().status).toBe("paid");
  });

  it("jsapi: a cancel or failure in the wallet is said, with another try that asks for the payment again", async () => {
    for (const outcome of ["cancel", "fail"] as const) {
      const { view, server } = start({ code: jsapi, wallet: [outcome, "ok"], statuses: ["paid"] });
      await settle();
      expect(view()).toMatchObject({ status: "walletDeclined", walletOutcome: outcome });
      expect(server.checksAt).toEqual([]);
      view().retry();
      await settle();
      await settle();
      expect(server.payCalls).toEqual(["NO1", "NO1"]);
      expect(view().status).toBe("paid");
    }
  });

  it("back from the provider's page: no pay call, a check at once, then the usual back-off", async () => {
    const { view, advance, server } = start({ returned: true, statuses: ["pending", "paid"] });
    await settle();
    expect(server.payCalls).toEqual([]);
    expect(server.checksAt).toEqual([0]);
    expect(view()).toMatchObject({ status: "awaitingPayment", qrCode: null, paymentUrl: null });
    await advance(2_000);
    expect(server.checksAt).toEqual([0]);
    await advance(2_000);
    expect(server.checksAt).toEqual([0, 4_000]);
    expect(view().status).toBe("paid");
  });

  it("pays an order continued from the order list: its own payment code and checks, its remaining deadline", async () => {
    const { view, advance, server } = start({
      order: { uni: "NO9", tradeNo: "T9", productId: 7, productType: 99, payType: 2 },
      timings: { pollBaseMs: 1_000, pollMaxMs: 1_000, orderTimeoutMs: 2_500 },
    });
    await settle();
    expect(view()).toMatchObject({ status: "awaitingPayment", qrCode: "weixin://pay/1" });
    await advance(1_000);
    await advance(1_000);
    await advance(500);
    expect(server.payCalls).toEqual(["NO9"]);
    expect(server.checkedTradeNos).toEqual(["T9", "T9", "T9"]);
    expect(view().status).toBe("expired");
  });

  it("fails with core's network message when the payment code cannot be had either", async () => {
    const { view, advance } = start({ payFailures: 9, timings: { maxRetries: 2, retryDelayMs: 100 } });
    await settle();
    await advance(100);
    await advance(100);
    expect(view()).toMatchObject({ status: "failed", failure: "请求失败，请检查网络是否已连接" });
  });

  it("checks with a doubling back-off; at the order timeout one last check, then expired", async () => {
    const { view, advance, server } = start({
      timings: { pollBaseMs: 1_000, pollMaxMs: 4_000, orderTimeoutMs: 10_000 },
    });
    await settle();
    await settle();
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) await advance(500);
    expect(view().status).toBe("awaitingPayment");
    await advance(500);
    // the next poll would have been at 11 s: the deadline comes first and checks once more
    expect(server.checksAt).toEqual([1_000, 3_000, 7_000, 10_000]);
    expect(view()).toMatchObject({ status: "expired", qrCode: null });
  });

  it("a check under way at the deadline decides: paid after the deadline is paid", async () => {
    const slow = deferred<PaymentStatus>();
    const { view, advance, clock, server } = start({
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
    // past the deadline: no more paying, the check under way is the last one
    expect(view()).toMatchObject({ status: "expiring", qrCode: null, checking: true });
    await advance(60_000);
    expect(view().status).toBe("expiring");
    expect(clock.now()).toBe(65_000);
    slow.resolve("paid");
    await settle();
    expect(view().status).toBe("paid");
    expect(server.checksAt).toEqual([1_000]);
  });

  it("a check under way at the deadline that says pending, or is refused, ends expired", async () => {
    for (const answer of ["pending", "failed", "refused"] as const) {
      const slow = deferred<PaymentStatus>();
      const { view, advance, server } = start({
        verify: () => slow.promise,
        timings: { pollBaseMs: 1_000, orderTimeoutMs: 5_000 },
      });
      await settle();
      await settle();
      await advance(1_000);
      await advance(4_000);
      expect(view().status).toBe("expiring");
      if (answer === "refused") slow.reject({ kind: "rejected", message: "订单不存在" } satisfies PaymentError);
      else slow.resolve(answer);
      await settle();
      expect(view()).toMatchObject({ status: "expired", failure: null });
      expect(server.checksAt).toEqual([1_000]);
    }
  });

  it("at the deadline with no check under way, one last check: paid is paid, pending is expired", async () => {
    for (const [answer, outcome] of [
      ["paid", "paid"],
      ["pending", "expired"],
    ] as const) {
      const checks = heldChecks();
      const { view, advance, server } = start({
        verify: checks.verify,
        timings: { pollBaseMs: 1_000, pollMaxMs: 4_000, orderTimeoutMs: 2_000 },
      });
      await settle();
      await settle();
      await advance(1_000);
      checks.calls[0]?.resolve("pending");
      await settle();
      // waiting for the next poll (at 3 s) when the deadline comes at 2 s
      expect(view()).toMatchObject({ status: "awaitingPayment", checking: false });
      await advance(1_000);
      expect(view()).toMatchObject({ status: "expiring", checking: true, qrCode: null });
      expect(server.checksAt).toEqual([1_000, 2_000]);
      checks.calls[1]?.resolve(answer);
      await settle();
      expect(view().status).toBe(outcome);
    }
  });

  it("the last check lost on the network is retried within the limit, then the order is expired", async () => {
    const { view, advance, server } = start({
      verify: async () => {
        throw { kind: "network" } satisfies PaymentError;
      },
      timings: { pollBaseMs: 10_000, orderTimeoutMs: 5_000, retryDelayMs: 100, maxRetries: 2 },
    });
    await settle();
    await settle();
    await advance(5_000);
    expect(view().status).toBe("expiring");
    await advance(100);
    expect(view().status).toBe("expiring");
    await advance(100);
    expect(view()).toMatchObject({ status: "expired", failure: null });
    expect(server.checksAt).toEqual([5_000, 5_100, 5_200]);
    await advance(10_000);
    expect(server.checksAt).toHaveLength(3);
  });

  it("a check under way at the deadline lost on the network counts as the first try of the last check", async () => {
    const checks = heldChecks();
    const { view, advance, server } = start({
      verify: checks.verify,
      timings: { pollBaseMs: 1_000, orderTimeoutMs: 2_000, retryDelayMs: 100, maxRetries: 1 },
    });
    await settle();
    await settle();
    await advance(1_000);
    await advance(1_000);
    checks.calls[0]?.reject({ kind: "network" } satisfies PaymentError);
    await settle();
    expect(view()).toMatchObject({ status: "expiring", checking: false });
    await advance(100);
    expect(server.checksAt).toEqual([1_000, 2_100]);
    checks.calls[1]?.resolve("paid");
    await settle();
    expect(view().status).toBe("paid");
  });

  it("'I have paid' on an unpaid order says no payment has arrived yet, and the checks go on until it is paid", async () => {
    const { view, advance, server } = start({
      statuses: ["pending", "pending", "paid"],
      timings: { pollBaseMs: 1_000, orderTimeoutMs: 60_000 },
    });
    await settle();
    expect(view()).toMatchObject({ status: "awaitingPayment", notYetPaid: false });
    view().confirmPaid();
    expect(view()).toMatchObject({ checking: true, notYetPaid: false });
    await settle();
    expect(view()).toMatchObject({ status: "awaitingPayment", checking: false, notYetPaid: true });
    expect(server.checksAt).toEqual([0]);
    // the next poll still says not paid: so does the page; then the payment arrives
    while (server.checksAt.length < 2) await advance(500);
    expect(view()).toMatchObject({ status: "awaitingPayment", notYetPaid: true });
    await advance(10_000);
    expect(view()).toMatchObject({ status: "paid", notYetPaid: false });
  });

  it("a poll the learner did not ask for says nothing about a payment not arrived", async () => {
    const { view, advance, server } = start({ timings: { pollBaseMs: 1_000, orderTimeoutMs: 60_000 } });
    await settle();
    await advance(1_000);
    await advance(2_000);
    expect(server.checksAt.length).toBeGreaterThan(0);
    expect(view()).toMatchObject({ status: "awaitingPayment", notYetPaid: false });
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

  it("a refusal without a text fails with a neutral message, not the network's", async () => {
    const { view } = start({
      verify: async () => {
        throw { kind: "rejected", message: "" } satisfies PaymentError;
      },
      timings: { pollBaseMs: 1_000 },
    });
    await settle();
    await settle();
    expect(view().status).toBe("awaitingPayment");
    view().confirmPaid();
    await settle();
    expect(view()).toMatchObject({ status: "failed", failure: "订单处理失败，请稍后再试" });
    expect(MACHINE_MESSAGES.orderRefused).toBe("订单处理失败，请稍后再试");
  });

  it("failure texts: the network's only for the network, the server's own, else the neutral one", () => {
    expect(failureMessage({ kind: "network" })).toBe(MESSAGES.requestFailed);
    expect(failureMessage({ kind: "rejected", message: "商品已下架" })).toBe("商品已下架");
    expect(failureMessage({ kind: "rejected", message: " " })).toBe(MACHINE_MESSAGES.orderRefused);
    expect(failureMessage(new Error("boom"))).toBe(MACHINE_MESSAGES.orderRefused);
    expect(MACHINE_MESSAGES.orderRefused).not.toBe(MESSAGES.requestFailed);
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

  it("checks at once when the learner says they paid", async () => {
    const { view, server } = start();
    await settle();
    await settle();
    view().confirmPaid();
    await settle();
    expect(server.checksAt).toEqual([0]);
    expect(view().status).toBe("awaitingPayment");
  });

  it("a cancel while waiting makes one last check: paid is paid, anything else is cancelled", async () => {
    for (const [answer, outcome] of [
      ["paid", "paid"],
      ["pending", "cancelled"],
      ["expired", "cancelled"],
    ] as const) {
      const checks = heldChecks();
      const { view, advance, server } = start({ verify: checks.verify });
      await settle();
      await settle();
      await advance(1_000);
      expect(server.checksAt).toEqual([]);
      view().cancel();
      expect(view()).toMatchObject({ status: "cancelling", qrCode: null, checking: true });
      expect(server.checksAt).toEqual([1_000]);
      checks.calls[0]?.resolve(answer);
      await settle();
      expect(view().status).toBe(outcome);
    }
  });

  it("a cancel while the payment code is being asked for checks once too", async () => {
    const payment = start({ payFailures: 1, statuses: ["pending"] });
    await settle();
    await settle();
    payment.view().cancel();
    await settle();
    expect(payment.view().status).toBe("cancelled");
    expect(payment.server.checksAt).toEqual([0]);
  });

  it("a cancel during a check waits for it: a payment that went through stays paid", async () => {
    const check = deferred<PaymentStatus>();
    const { view, server } = start({ verify: () => check.promise });
    await settle();
    await settle();
    view().confirmPaid();
    view().cancel();
    expect(view()).toMatchObject({ status: "cancelling", qrCode: null, checking: true });
    check.resolve("paid");
    await settle();
    expect(view().status).toBe("paid");
    expect(server.checksAt).toEqual([0]);
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

  it("a cancel during a check that outlasts the deadline still waits for it: the learner's cancel stands", async () => {
    for (const [answer, outcome] of [
      ["paid", "paid"],
      ["pending", "cancelled"],
    ] as const) {
      const check = deferred<PaymentStatus>();
      const { view, advance } = start({ verify: () => check.promise, timings: { orderTimeoutMs: 4_000 } });
      await settle();
      await settle();
      view().confirmPaid();
      view().cancel();
      await advance(4_000);
      expect(view().status).toBe("cancelling");
      check.resolve(answer);
      await settle();
      expect(view().status).toBe(outcome);
    }
  });

  it("a cancel after the deadline changes nothing: the last check decides between paid and expired", async () => {
    const checks = heldChecks();
    const { view, advance, server } = start({ verify: checks.verify, timings: { orderTimeoutMs: 1_000 } });
    await settle();
    await settle();
    await advance(1_000);
    view().cancel();
    expect(view().status).toBe("expiring");
    checks.calls[0]?.resolve("pending");
    await settle();
    expect(view().status).toBe("expired");
    expect(server.checksAt).toEqual([1_000]);
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
