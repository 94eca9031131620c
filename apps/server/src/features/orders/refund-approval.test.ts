import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lectureFiles, lectureProgress } from "../../db/schema";
import { loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { checkout, newLearner, orderApi, payAndApprove, untouchedPaidCourses } from "./order-test-kit";

let t: TestServer;
let token: string;
let finance: string;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  ({ userId, token } = await newLearner(t, "13800000083"));
  finance = await loginAs(t.app, "13800000012");
}, 60_000);
afterAll(() => t.close());

describe("the refund rule at approval", () => {
  it("refuses approval once 20 % or more has been watched since the request; finance sees both shares", async () => {
    const candidates = await untouchedPaidCourses(t, 20);
    let courseId = 0;
    let files: { id: number }[] = [];
    for (const c of candidates) {
      files = await t.server.db
        .select({ id: lectureFiles.id })
        .from(lectureFiles)
        .where(eq(lectureFiles.courseId, c.id));
      if (files.length > 0) {
        courseId = c.id;
        break;
      }
    }
    const course = candidates.find((c) => c.id === courseId)!;
    const order = (await checkout(t, token, course)).data;
    await payAndApprove(t, token, order.uni);
    const asked = await orderApi(t, "POST", "/api/order/refund", token, { tradeNo: order.tradeNo, reason: "不想学了" });
    expect(asked.data.status).toBe("refunding");
    // while the request waits, the learner watches every lecture
    await t.server.db
      .insert(lectureProgress)
      .values(files.map((f) => ({ userId, fileId: f.id, progress: 100, breakpointSeconds: 0, updatedAt: t.now() })));

    const detail = await orderApi(t, "GET", `/api/admin/orders/${order.tradeNo}`, finance);
    expect(detail.data.refunds[0]).toMatchObject({ watchedPercentAtRequest: 0 });
    expect(detail.data.watchedPercentNow).toBe(100);

    const decided = await orderApi(t, "POST", `/api/admin/orders/${order.tradeNo}/refund`, finance, {
      decision: "approve",
    });
    expect(decided).toMatchObject({ status: 409, msg: "课程已学习 20% 及以上，不支持退款" });
    const after = await orderApi(t, "GET", `/api/order/detail/${order.tradeNo}`, token);
    expect(after.data.status).toBe("refunding");
    expect((await t.server.payments.sandbox!.trade(order.tradeNo))!.state).toBe("SUCCESS");
    // the operator can still turn it down
    const rejected = await orderApi(t, "POST", `/api/admin/orders/${order.tradeNo}/refund`, finance, {
      decision: "reject",
    });
    expect(rejected.status).toBe(200);
    expect((await orderApi(t, "GET", `/api/order/detail/${order.tradeNo}`, token)).data.status).toBe("paid");
  });
  it("a provider that refuses or is down leaves the refund waiting, and finance reads a Chinese reason only", async () => {
    const [course] = await untouchedPaidCourses(t, 1);
    const order = (await checkout(t, token, course!)).data;
    await payAndApprove(t, token, order.uni);
    await orderApi(t, "POST", "/api/order/refund", token, { tradeNo: order.tradeNo, reason: "不想学了" });
    t.server.payments.sandbox!.down = true;
    try {
      const decided = await orderApi(t, "POST", `/api/admin/orders/${order.tradeNo}/refund`, finance, {
        decision: "approve",
      });
      expect(decided).toMatchObject({ status: 409, msg: "支付服务暂不可用，请稍后再试" });
    } finally {
      t.server.payments.sandbox!.down = false;
    }
    expect((await orderApi(t, "GET", `/api/order/detail/${order.tradeNo}`, token)).data.status).toBe("refunding");
  });
});
