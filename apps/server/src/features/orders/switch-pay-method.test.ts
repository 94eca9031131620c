import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, users } from "../../db/schema";
import { loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";
import { checkout, orderApi, payFor, pressOnScanPage, untouchedPaidCourses } from "./order-test-kit";
import { reconcileOrders } from "./reconcile";

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.server.db
    .insert(users)
    .values({ mobile: "13800000084", username: "学员0084", passwordHash: await hashPassword("Learner#2026") });
  token = await loginAs(t.app, "13800000084");
}, 60_000);
afterAll(() => t.close());

const status = async (tradeNo: string) => (await orderApi(t, "GET", `/api/order/detail/${tradeNo}`, token)).data.status;

describe("switching the pay method of an open order", () => {
  it("WeChat → Alipay → WeChat: each switch closes the old trade and opens a new one that pays the order", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data;
    const wechat = await payFor(t, token, order.uni, 1);
    expect(wechat.status).toBe(200);
    const alipay = await payFor(t, token, order.uni, 2);
    expect(alipay.status).toBe(200);
    expect(alipay.data.codeUrl).not.toBe(wechat.data.codeUrl);
    // the learner-facing order number stays the order's
    expect(alipay.data.tradeNo).toBe(order.tradeNo);
    const back = await payFor(t, token, order.uni, 1);
    expect(back.status).toBe(200);
    expect(back.data.codeUrl).not.toBe(wechat.data.codeUrl);
    // the earlier QRs are closed at the provider: scanning them pays nothing
    await pressOnScanPage(t, wechat.data.codeUrl);
    await pressOnScanPage(t, alipay.data.codeUrl);
    await t.server.payments.sandbox!.deliverDue();
    expect(await status(order.tradeNo)).toBe("paying");
    await pressOnScanPage(t, back.data.codeUrl);
    await t.server.payments.sandbox!.deliverDue();
    expect(await status(order.tradeNo)).toBe("paid");
  });

  it("a retried switch after a crash before the answer reopens nothing twice; reconciliation finds a payment of it", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data;
    await payFor(t, token, order.uni, 1);
    const first = await payFor(t, token, order.uni, 2);
    // the answer was lost (a crash after the provider opened the trade): the order lost its QR, the trade stays
    await t.server.db.update(orders).set({ codeUrl: null }).where(eq(orders.uni, order.uni));
    const retried = await payFor(t, token, order.uni, 2);
    expect(retried.data.codeUrl).toBe(first.data.codeUrl);
    const sandbox = t.server.payments.sandbox!;
    sandbox.useTransport(async () => 500); // the notification is lost
    await pressOnScanPage(t, retried.data.codeUrl);
    await sandbox.deliverDue();
    expect(await status(order.tradeNo)).toBe("paying");
    expect((await reconcileOrders(t.server)).paid).toBe(1);
    expect(await status(order.tradeNo)).toBe("paid");
  });
});
