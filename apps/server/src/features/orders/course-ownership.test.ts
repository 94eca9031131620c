import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lectureFiles, orders } from "../../db/schema";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { watchedShare } from "../video/watched-share.repo";
import { ownsCourse } from "./course-ownership.repo";
import { checkout, newLearner, orderApi, payAndApprove, untouchedPaidCourses } from "./order-test-kit";
import { approveRefund } from "./refund-order";

let t: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  ({ userId, token } = await newLearner(t, "13800000082"));
}, 60_000);
afterAll(() => t.close());

describe("owning a course follows the learner's paid, unrefunded orders", () => {
  it("refunding one of two paid orders keeps the course; refunding the last takes it away", async () => {
    const courses = await untouchedPaidCourses(t, 20);
    let course: (typeof courses)[number] | undefined;
    let lecture: number | undefined;
    for (const c of courses) {
      const [file] = await t.server.db.select().from(lectureFiles).where(eq(lectureFiles.courseId, c.id)).limit(1);
      if (file && !file.free) {
        course = c;
        lecture = file.id;
        break;
      }
    }
    const first = (await checkout(t, token, course!)).data;
    await payAndApprove(t, token, first.uni);
    expect(await ownsCourse(t.server.db, userId, course!.id)).toBe(true);
    // a second paid order of the same course (as an older version let happen): made directly in the database
    const [second] = await t.server.db
      .insert(orders)
      .values({
        ...(await t.server.db.select().from(orders).where(eq(orders.uni, first.uni)))[0]!,
        id: undefined,
        uni: "SECONDPAIDORDER00001",
        tradeNo: "TL20261120100000SECOND01",
        gatewayTradeNo: "TL20261120100000SECOND01",
        uniqueId: "second-paid",
      })
      .returning();
    expect(second!.status).toBe("paid");

    const play = () => orderApi(t, "GET", `/api/aliVod/playInfo/${lecture}`, token);
    expect((await play()).status).toBe(200);
    const asked = await orderApi(t, "POST", "/api/order/refund", token, { tradeNo: first.tradeNo, reason: "重复购买" });
    expect(asked.status).toBe(200);
    expect((await approveRefund(t.server, watchedShare, first.tradeNo)).ok).toBe(true);
    expect(await ownsCourse(t.server.db, userId, course!.id)).toBe(true);
    expect((await play()).status).toBe(200);
    const purchased = await orderApi(t, "GET", "/api/cart/onlinePurchasedList?pageSize=100", token);
    expect(purchased.data.list.map((c: { id: number }) => c.id)).toContain(course!.id);

    await t.server.payments.sandbox!.precreate({
      tradeNo: second!.tradeNo,
      amountFen: second!.amountFen,
      description: "x",
      expiresAt: t.now(),
      notifyUrl: "http://localhost/api/pay/notify/wechat",
      publicBaseUrl: "http://localhost",
    });
    await t.server.payments.sandbox!.approve(second!.tradeNo);
    expect(
      (await orderApi(t, "POST", "/api/order/refund", token, { tradeNo: second!.tradeNo, reason: "不要了" })).status,
    ).toBe(200);
    expect((await approveRefund(t.server, watchedShare, second!.tradeNo)).ok).toBe(true);
    expect(await ownsCourse(t.server.db, userId, course!.id)).toBe(false);
    expect((await play()).status).toBe(403);
  });
});
