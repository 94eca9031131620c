import { VIP_ORDER_PRODUCT_TYPE } from "@taxlearn/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coursePurchases, orderEvents, orderRefunds, orders } from "../../db/schema";
import { startTestServer, type TestServer } from "../../testing/test-server";
import {
  checkout,
  newLearner,
  orderApi,
  payAndApprove,
  payFor,
  pressOnScanPage,
  untouchedPaidCourses,
} from "./order-test-kit";
import { reconcileOrders } from "./reconcile";

let t: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  ({ userId, token } = await newLearner(t, "13800000081"));
}, 60_000);
afterAll(() => t.close());

const ordersOf = (productId: number) =>
  t.server.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.productId, productId), eq(orders.productKind, "course")));

describe("one open order per learner and product", () => {
  it("20 concurrent checkouts with different uniqueIds answer one order (same uni), and only it can be paid", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(t, token, course!)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.data.uni)).size).toBe(1);
    expect(await ordersOf(course!.id)).toHaveLength(1);
    // paying it twice in parallel and approving both QRs still pays once
    const uni = answers[0]!.data.uni as string;
    const pays = await Promise.all([payFor(t, token, uni, 1), payFor(t, token, uni, 1)]);
    for (const pay of pays) if (pay.status === 200) await pressOnScanPage(t, pay.data.codeUrl);
    await t.server.payments.sandbox!.deliverDue();
    const rows = await ordersOf(course!.id);
    expect(rows.filter((o) => o.status === "paid")).toHaveLength(1);
    // bought: another checkout is refused
    const again = await checkout(t, token, course!);
    expect(again).toMatchObject({ status: 409, msg: "您已购买该课程" });
  });

  it("an expired order that is not closed yet does not block: the checkout closes it and opens a new one", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const first = (await checkout(t, token, course!)).data;
    const pay = await payFor(t, token, first.uni);
    t.advance(15 * 60_000);
    const second = await checkout(t, token, course!);
    expect(second.status).toBe(200);
    expect(second.data.uni).not.toBe(first.uni);
    const [old] = await t.server.db.select().from(orders).where(eq(orders.uni, first.uni));
    expect(old!.status).toBe("closed");
    // the old QR can no longer pay
    await pressOnScanPage(t, pay.data.codeUrl);
    expect((await t.server.payments.sandbox!.trade(first.tradeNo))!.state).toBe("CLOSED");
  });

  it("a membership: one open order per VIP product; an active member may buy a renewal, stacked on the end", async () => {
    const vip = { productType: VIP_ORDER_PRODUCT_TYPE, id: 1 };
    const a = await checkout(t, token, vip);
    const b = await checkout(t, token, vip);
    expect(b.data.uni).toBe(a.data.uni);
    await payAndApprove(t, token, a.data.uni);
    const renewal = await checkout(t, token, vip);
    expect(renewal.status).toBe(200);
    expect(renewal.data.uni).not.toBe(a.data.uni);
  });
});

describe("a payment for something the learner already owns", () => {
  it("is refunded automatically through the provider, once, and the order shows as refunded", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data;
    const pay = await payFor(t, token, order.uni);
    // meanwhile the learner got the course another way (a grant made while the QR was open)
    await t.server.db.insert(coursePurchases).values({ userId, courseId: course!.id, purchasedAt: t.now() });
    await pressOnScanPage(t, pay.data.codeUrl);
    await t.server.payments.sandbox!.deliverDue();
    const [row] = await t.server.db.select().from(orders).where(eq(orders.uni, order.uni));
    expect(row!.status).toBe("refunded");
    const refunds = await t.server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row!.id));
    expect(refunds).toMatchObject([{ status: "succeeded", automatic: true, amountFen: row!.amountFen }]);
    expect((await t.server.payments.sandbox!.trade(order.tradeNo))!.state).toBe("REFUND");
    const causes = (
      await t.server.db.select().from(orderEvents).where(eq(orderEvents.orderId, row!.id)).orderBy(orderEvents.id)
    ).map((e) => `${e.toStatus}:${e.cause}`);
    expect(causes.slice(-3)).toEqual(["paid:notify", "refunding:duplicate-payment", "refunded:duplicate-payment"]);
    // a replayed notification and a reconciliation round change nothing and refund nothing twice
    const trade = (await t.server.payments.sandbox!.trade(order.tradeNo))!;
    const { headers, body } = t.server.payments.sandbox!.notification(trade);
    expect((await t.app.request("/api/pay/notify/wechat", { method: "POST", headers, body })).status).toBe(204);
    await reconcileOrders(t.server);
    expect((await t.server.payments.sandbox!.trade(order.tradeNo))!.refundedFen).toBe(row!.amountFen);
    const detail = await orderApi(t, "GET", `/api/order/detail/${order.tradeNo}`, token);
    expect(detail.data.status).toBe("refunded");
    // the learner still owns the course through the grant
    expect(
      await t.server.db.select().from(coursePurchases).where(eq(coursePurchases.courseId, course!.id)),
    ).toHaveLength(1);
  });

  it("a payment that reaches a closed order is refunded too", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data;
    const pay = await payFor(t, token, order.uni);
    // an order closed while its provider's trade stayed payable (closed by an older version, by hand)
    await t.server.db.update(orders).set({ status: "closed", closedAt: t.now() }).where(eq(orders.uni, order.uni));
    await pressOnScanPage(t, pay.data.codeUrl);
    await t.server.payments.sandbox!.deliverDue();
    const [row] = await t.server.db.select().from(orders).where(eq(orders.uni, order.uni));
    expect(row!.status).toBe("closed");
    const refunds = await t.server.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row!.id));
    expect(refunds).toMatchObject([{ status: "succeeded", automatic: true }]);
    expect((await t.server.payments.sandbox!.trade(order.tradeNo))!.state).toBe("REFUND");
  });
});
