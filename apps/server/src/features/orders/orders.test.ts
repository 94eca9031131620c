import { VIP_ORDER_PRODUCT_TYPE } from "@taxlearn/core";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  coursePurchases,
  courses,
  lectureFiles,
  messages,
  orderEvents,
  orders,
  paymentNotifications,
  users,
} from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";
import { watchedShare } from "../video/watched-share.repo";
import { pressOnScanPage, scanPath } from "./order-test-kit";
import { reconcileOrders } from "./reconcile";
import { approveRefund } from "./refund-order";

let t: TestServer;
let tokenA: string;
let tokenB: string;
let paidCourse: { id: number; price: string; productType: number };
let paidLecture: number;
let freeCourseId: number;

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string | null, form?: Record<string, unknown>) =>
  call<D>(t.app, method, path, {
    token: token ?? undefined,
    form: form ? Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])) : undefined,
  }).then((r) => r.body);

const restoreTransport = () =>
  t.server.payments.sandbox!.useTransport(
    async (url, headers, body) =>
      (await t.app.request(new URL(url).pathname, { method: "POST", headers, body })).status,
  );

let serial = 0;
const create = (token: string, productType: number, productId: number, extra: Record<string, unknown> = {}) =>
  api("POST", "/api/order/online/create", token, {
    storeId: 0,
    productType,
    productId,
    cartNum: 1,
    uniqueId: `key-${Date.now()}-${serial++}`,
    payType: 1,
    ...extra,
  });

async function payAndApprove(token: string, order: { uni: string; tradeNo: string }) {
  const pay = await api("POST", "/api/order/online/pay", token, { uni: order.uni, payType: 1, from: "pc" });
  expect(pay.status).toBe(200);
  const approve = await pressOnScanPage(t, pay.data.codeUrl);
  expect(approve.status).toBe(303);
  await t.server.payments.sandbox!.deliverDue();
  return pay;
}

beforeAll(async () => {
  t = await startTestServer();
  tokenA = await loginAs(t.app, DEMO.plain);
  const passwordHash = await hashPassword("Learner#2026");
  await t.server.db.insert(users).values({ mobile: "13800000077", username: "学员0077", passwordHash });
  tokenB = await loginAs(t.app, "13800000077");
  const rows = await t.server.db
    .select({ id: courses.id, price: courses.price, productType: courses.productType })
    .from(courses)
    .orderBy(asc(courses.id));
  // the demo learners own some courses from the seed: the tests buy ones nobody owns yet
  const owned = new Set(
    (await t.server.db.select({ id: coursePurchases.courseId }).from(coursePurchases)).map((r) => r.id),
  );
  paidCourse = rows.find((c) => c.price !== "0.00" && !owned.has(c.id))!;
  freeCourseId = rows.find((c) => c.price === "0.00")!.id;
  paidLecture = (
    await t.server.db
      .select({ id: lectureFiles.id })
      .from(lectureFiles)
      .where(eq(lectureFiles.courseId, paidCourse.id))
      .limit(1)
  )[0]!.id;
}, 60_000);
afterAll(() => t.close());

describe("VIP page reads", () => {
  it("serves products, rights, their dictionary and FAQs", async () => {
    const products = await api("GET", "/api/vipProducts", null);
    expect(products.data.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
    expect(products.data[0]).toMatchObject({
      price: "68.00",
      originalPrice: "98.00",
      durationDays: 30,
      orgOnly: false,
    });
    const rights = await api("GET", "/api/vipRightsList/vipAll", null);
    const types = await api("GET", "/api/dict/detailList?name=vip_rights_type", null);
    expect(types.data.map((d: { label: string }) => d.label)).toEqual(["学习权益", "资料权益", "服务权益"]);
    const values = new Set(types.data.map((d: { value: string }) => Number(d.value)));
    expect(rights.data.length).toBeGreaterThan(0);
    for (const right of rights.data) expect(values.has(right.type)).toBe(true);
    expect((await api("GET", "/api/faqList", null)).data[0].question).toContain("会员");
    expect((await api("GET", "/api/dict/detailList?name=nope", null)).status).toBe(404);
    expect((await api("GET", "/api/dict/detailList?name=%20", null)).status).toBe(400);
  });
});

describe("creating orders", () => {
  it("prices on the server, ignores a client price and keeps the invite code", async () => {
    const order = await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 1, {
      price: "0.01",
      amount: "0.01",
      inviteCode: "TAX2026",
    });
    expect(order.status).toBe(200);
    expect(order.data).toMatchObject({
      amount: "68.00",
      productKind: "vip",
      productName: "月度会员",
      status: "created",
    });
    expect(new Date(order.data.expiresAt).getTime() - new Date(order.data.createdAt).getTime()).toBe(15 * 60_000);
    const [row] = await t.server.db.select().from(orders).where(eq(orders.tradeNo, order.data.tradeNo));
    expect(row!.inviteCode).toBe("TAX2026");
  });
  it("refuses unknown, free, org-only-for-others and owned products, and bad input, naming the field", async () => {
    expect((await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 9999)).status).toBe(404);
    expect((await create(tokenA, 1, 99_999_999)).status).toBe(404);
    expect((await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 121)).status).toBe(404);
    const free = await create(tokenA, 1, freeCourseId);
    expect(free).toMatchObject({ status: 400, msg: "该商品免费，无需下单" });
    expect((await create(tokenA, 7, 1)).msg).toContain("productType");
    expect((await create(tokenA, 1, paidCourse.id, { cartNum: 2 })).msg).toContain("cartNum");
    expect((await create(tokenA, 1, paidCourse.id, { payType: 3 })).msg).toContain("payType");
    expect((await create(tokenA, 1, paidCourse.id, { uniqueId: "<script>" })).msg).toContain("uniqueId");
    expect((await create(tokenA, 1, paidCourse.id, { inviteCode: "a b" })).msg).toContain("inviteCode");
    const count = await t.server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.productId, freeCourseId));
    expect(count[0]!.n).toBe(0);
  });
  it("answers the same order for the same uniqueId, also for 20 concurrent submits", async () => {
    const body = {
      storeId: 0,
      productType: paidCourse.productType,
      productId: paidCourse.id,
      cartNum: 1,
      uniqueId: "same-key-1",
      payType: 2,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api("POST", "/api/order/online/create", tokenA, body)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.data.tradeNo)).size).toBe(1);
    const rows = await t.server.db.select().from(orders).where(eq(orders.uniqueId, "same-key-1"));
    expect(rows).toHaveLength(1);
    const again = await api("POST", "/api/order/online/create", tokenA, body);
    expect(again.data.tradeNo).toBe(answers[0]!.data.tradeNo);
    // the same key for another product is a client bug, not a second order
    expect(
      (await api("POST", "/api/order/online/create", tokenA, { ...body, productType: 99, productId: 2 })).status,
    ).toBe(409);
    // another learner's identical key is their own order
    const other = await api("POST", "/api/order/online/create", tokenB, body);
    expect(other.data.tradeNo).not.toBe(answers[0]!.data.tradeNo);
  });
});

describe("paying through the sandbox provider", () => {
  it("gives an absolute scan-page QR; approval notifies asynchronously; the course plays at once", async () => {
    const order = (await create(tokenA, paidCourse.productType, paidCourse.id)).data;
    expect((await api("GET", `/api/aliVod/playInfo/${paidLecture}`, tokenA)).status).toBe(403);
    const pay = await api("POST", "/api/order/online/pay", tokenA, { uni: order.uni, payType: 1, from: "pc" });
    expect(pay.data).toMatchObject({ tradeNo: order.tradeNo, amount: order.amount, payType: 1 });
    expect(pay.data.codeUrl).toMatch(new RegExp(`^${t.server.publicOrigin}/sandbox/pay/${order.tradeNo}/`));
    const page = await t.app.request(scanPath(pay.data.codeUrl));
    const html = await page.text();
    expect(html).toContain("确认支付");
    expect(html).toContain(`¥${order.amount}`);
    expect(html).toContain('name="viewport"');
    expect(
      (
        await api("POST", "/api/order/verifyStatus", tokenA, {
          productId: paidCourse.id,
          userId: 1,
          productType: 1,
          tradeNo: order.tradeNo,
        })
      ).data,
    ).toMatchObject({ paid: false, status: "paying" });
    await pressOnScanPage(t, pay.data.codeUrl);
    await t.server.payments.sandbox!.deliverDue();
    const verify = await api("POST", "/api/order/verifyStatus", tokenA, {
      productId: paidCourse.id,
      userId: 999,
      productType: 1,
      tradeNo: order.tradeNo,
    });
    expect(verify.data).toMatchObject({ paid: true, status: "paid" });
    expect(verify.data.order).toMatchObject({ refundable: true, refundBlockedReason: null, invoiced: false });
    expect((await api("GET", `/api/aliVod/playInfo/${paidLecture}`, tokenA)).status).toBe(200);
    expect((await create(tokenA, paidCourse.productType, paidCourse.id)).status).toBe(409);
    expect((await create(tokenA, paidCourse.productType, paidCourse.id)).msg).toBe("您已购买该课程");
    const events = await t.server.db
      .select()
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(eq(orders.tradeNo, order.tradeNo));
    expect(events.map((e) => e.order_events.toStatus)).toEqual(["created", "paying", "paid"]);
    const [message] = await t.server.db
      .select()
      .from(messages)
      .where(and(eq(messages.title, "支付成功")));
    expect(message).toBeDefined();
  });

  it("stacks a renewed membership on the current end date; userInfo shows it at once", async () => {
    const first = (await create(tokenB, VIP_ORDER_PRODUCT_TYPE, 1)).data;
    await payAndApprove(tokenB, first);
    const info1 = (await api("GET", "/api/userInfo", tokenB)).data;
    expect(info1).toMatchObject({ isVip: true, vipProductId: 1, vipName: "月度会员" });
    const second = (await create(tokenB, VIP_ORDER_PRODUCT_TYPE, 2)).data;
    await payAndApprove(tokenB, second);
    const info2 = (await api("GET", "/api/userInfo", tokenB)).data;
    expect(info2.vipStartTime).toBe(info1.vipStartTime);
    expect(new Date(info2.vipEndTime).getTime() - new Date(info1.vipEndTime).getTime()).toBe(90 * 24 * 3600_000);
    expect(info2.vipName).toBe("季度会员");
    const refund = await api("POST", "/api/order/refund", tokenB, { tradeNo: second.tradeNo, reason: "不想要了" });
    expect(refund).toMatchObject({ status: 409, msg: "会员权益开通后即时生效，不支持退款" });
  });

  it("a provider that is down: 支付服务暂不可用，请稍后再试 and the order stays payable", async () => {
    const order = (await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 3)).data;
    t.server.payments.sandbox!.down = true;
    const refused = await api("POST", "/api/order/online/pay", tokenA, { uni: order.uni, payType: 1, from: "pc" });
    t.server.payments.sandbox!.down = false;
    expect(refused).toMatchObject({ status: 503, msg: "支付服务暂不可用，请稍后再试" });
    const again = await api("POST", "/api/order/online/pay", tokenA, { uni: order.uni, payType: 2, from: "pc" });
    expect(again.status).toBe(200);
  });

  it("closes unpaid orders after 15 minutes; paying a closed order → 订单已关闭", async () => {
    const order = (await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 4)).data;
    const first = await api("POST", "/api/order/online/pay", tokenA, { uni: order.uni, payType: 1, from: "pc" });
    t.advance(15 * 60_000);
    const result = await reconcileOrders(t.server);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    const pay = await api("POST", "/api/order/online/pay", tokenA, { uni: order.uni, payType: 1, from: "pc" });
    expect(pay).toMatchObject({ status: 409, msg: "订单已关闭" });
    // the provider's trade is closed too: the phone cannot pay it any more
    await pressOnScanPage(t, first.data.codeUrl);
    expect((await t.server.payments.sandbox!.trade(order.tradeNo))!.state).toBe("CLOSED");
  });

  it("cancels an unpaid order", async () => {
    const order = (await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 2)).data;
    const cancel = await api("POST", "/api/order/cancel", tokenA, { tradeNo: order.tradeNo });
    expect(cancel.data.status).toBe("closed");
    expect((await api("POST", "/api/order/cancel", tokenA, { tradeNo: order.tradeNo })).status).toBe(409);
  });
});

describe("payment notifications", () => {
  async function payingOrder(token: string) {
    const order = (await create(token, VIP_ORDER_PRODUCT_TYPE, 1)).data;
    const pay = await api("POST", "/api/order/online/pay", token, { uni: order.uni, payType: 1, from: "pc" });
    return { ...order, codeUrl: pay.data.codeUrl as string };
  }
  const post = (headers: Record<string, string>, body: string) =>
    t.app.request("/api/pay/notify/wechat", { method: "POST", headers, body });

  it("refuses a tampered notification with a log line and no state change; a replay changes nothing", async () => {
    const order = await payingOrder(tokenA);
    const sandbox = t.server.payments.sandbox!;
    sandbox.useTransport(async () => 503); // the sandbox's own delivery is held back: this test posts by hand
    await pressOnScanPage(t, order.codeUrl);
    const trade = (await sandbox.trade(order.tradeNo))!;
    const genuine = sandbox.notification(trade);
    const tampered = genuine.body.replace(/"summary":"[^"]*"/, '"summary":"changed"');
    const before = t.errors.length;
    const refused = await post(genuine.headers, tampered);
    expect(refused.status).toBe(400);
    expect(t.errors.slice(before).join("\n")).toContain("payment notification refused");
    expect((await api("GET", `/api/order/detail/${order.tradeNo}`, tokenA)).data.status).toBe("paying");
    const missing = await post({ "content-type": "application/json" }, genuine.body);
    expect(missing.status).toBe(400);
    expect((await post(genuine.headers, genuine.body)).status).toBe(204);
    expect((await api("GET", `/api/order/detail/${order.tradeNo}`, tokenA)).data.status).toBe("paid");
    const eventsBefore = await t.server.db.select().from(orderEvents);
    const replay = await post(genuine.headers, genuine.body);
    expect(replay.status).toBe(204);
    expect(await t.server.db.select().from(orderEvents)).toHaveLength(eventsBefore.length);
    const outcomes = await t.server.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.tradeNo, order.tradeNo));
    expect(outcomes.map((o) => o.outcome)).toEqual(expect.arrayContaining(["applied", "duplicate"]));
    restoreTransport();
  });

  it("refuses a genuinely signed notification whose amount is not the order's", async () => {
    const order = await payingOrder(tokenA);
    const sandbox = t.server.payments.sandbox!;
    await sandbox.decline(order.tradeNo);
    const trade = (await sandbox.trade(order.tradeNo))!;
    const forged = sandbox.notification({
      ...trade,
      state: "SUCCESS",
      amountFen: 1,
      transactionId: "X1",
      paidAt: t.now(),
    });
    const answer = await post(forged.headers, forged.body);
    expect(answer.status).toBe(400);
    expect((await api("GET", `/api/order/detail/${order.tradeNo}`, tokenA)).data.status).toBe("paying");
  });
});

describe("reconciliation", () => {
  it("completes an order whose notification never arrived", async () => {
    const order = (await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 1)).data;
    const pay = await api("POST", "/api/order/online/pay", tokenA, { uni: order.uni, payType: 1, from: "pc" });
    const sandbox = t.server.payments.sandbox!;
    sandbox.useTransport(async () => 500); // every notification is lost
    await pressOnScanPage(t, pay.data.codeUrl);
    await sandbox.deliverDue();
    expect((await api("GET", `/api/order/detail/${order.tradeNo}`, tokenA)).data.status).toBe("paying");
    const trade = (await sandbox.trade(order.tradeNo))!;
    expect(trade.notifyAttempts).toBe(1);
    expect(trade.notifyDueAt!.getTime() - t.now().getTime()).toBe(15_000);
    const result = await reconcileOrders(t.server);
    expect(result.paid).toBe(1);
    expect((await api("GET", `/api/order/detail/${order.tradeNo}`, tokenA)).data.status).toBe("paid");
    restoreTransport();
    t.advance(15_000);
    await sandbox.deliverDue();
    expect((await sandbox.trade(order.tradeNo))!.notifyDueAt).toBeNull();
  });
});

describe("refunds", () => {
  it("a learner requests, the operator approves, the provider refunds and the course is withdrawn", async () => {
    const [course] = await t.server.db
      .select()
      .from(courses)
      .where(
        sql`${courses.price} <> '0.00' and ${courses.id} <> ${paidCourse.id} and not exists (select 1 from ${coursePurchases} where ${coursePurchases.courseId} = ${courses.id})`,
      )
      .limit(1);
    const order = (await create(tokenB, course!.productType, course!.id)).data;
    await payAndApprove(tokenB, order);
    expect(
      (await t.server.db.select().from(coursePurchases).where(eq(coursePurchases.courseId, course!.id))).length,
    ).toBe(1);
    expect((await api("POST", "/api/order/refund", tokenB, { tradeNo: order.tradeNo, reason: "" })).msg).toContain(
      "reason",
    );
    const requested = await api("POST", "/api/order/refund", tokenB, {
      tradeNo: order.tradeNo,
      reason: "课程内容与预期不符",
    });
    expect(requested.data).toMatchObject({
      status: "refunding",
      refund: { status: "requested", amount: order.amount },
    });
    expect(
      (await api("POST", "/api/order/refund", tokenB, { tradeNo: order.tradeNo, reason: "再次申请" })).status,
    ).toBe(409);
    const decision = await approveRefund(t.server, watchedShare, order.tradeNo);
    expect(decision.ok).toBe(true);
    const detail = (await api("GET", `/api/order/detail/${order.tradeNo}`, tokenB)).data;
    expect(detail).toMatchObject({ status: "refunded", refund: { status: "succeeded" } });
    expect(
      (
        await t.server.db
          .select()
          .from(coursePurchases)
          .where(and(eq(coursePurchases.courseId, course!.id)))
      ).length,
    ).toBe(0);
    expect((await t.server.payments.sandbox!.trade(order.tradeNo))!.state).toBe("REFUND");
    const refundMessages = await t.server.db.select().from(messages).where(eq(messages.title, "退款成功"));
    expect(refundMessages).toHaveLength(1);
    expect((await approveRefund(t.server, watchedShare, order.tradeNo)).ok).toBe(false);
  });
});

describe("scoping: learner B gets nothing of learner A's orders", () => {
  it("answers 404 on every order call and leaves the order untouched", async () => {
    const order = (await create(tokenA, VIP_ORDER_PRODUCT_TYPE, 2)).data;
    const verify = await api("POST", "/api/order/verifyStatus", tokenB, {
      productId: 2,
      userId: 1,
      productType: 99,
      tradeNo: order.tradeNo,
    });
    expect(verify.status).toBe(404);
    expect((await api("GET", `/api/order/detail/${order.tradeNo}`, tokenB)).status).toBe(404);
    expect(
      (await api("POST", "/api/order/online/pay", tokenB, { uni: order.uni, payType: 1, from: "pc" })).status,
    ).toBe(404);
    expect((await api("POST", "/api/order/cancel", tokenB, { tradeNo: order.tradeNo })).status).toBe(404);
    expect(
      (await api("POST", "/api/order/refund", tokenB, { tradeNo: order.tradeNo, reason: "别人的订单" })).status,
    ).toBe(404);
    const list = await api("GET", "/api/order/list?pageSize=100", tokenB);
    expect(list.data.list.map((o: { tradeNo: string }) => o.tradeNo)).not.toContain(order.tradeNo);
    expect((await api("GET", `/api/order/detail/${order.tradeNo}`, tokenA)).data.status).toBe("created");
    expect((await api("GET", "/api/order/list", null)).status).toBe(401);
  });
  it("lists the learner's own orders newest first, by status", async () => {
    const all = await api("GET", "/api/order/list?pageSize=100", tokenA);
    expect(all.data.total).toBe(all.data.list.length);
    const paid = await api("GET", "/api/order/list?status=paid", tokenA);
    expect(paid.data.list.every((o: { status: string }) => o.status === "paid")).toBe(true);
    expect((await api("GET", "/api/order/list?status=lost", tokenA)).msg).toContain("status");
  });
});
