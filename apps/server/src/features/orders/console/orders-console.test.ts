import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, coursePurchases, courses, messages, users } from "../../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { hashPassword } from "../../accounts/passwords";
import { insertOrder } from "../../invoices/invoice-testing";
import { pressOnScanPage } from "../order-test-kit";

let t: TestServer;
let finance: string;
let support: string;
let learner: string;
let learnerId: number;
const LEARNER_PHONE = "13800000088";

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
const api = <D = any>(method: "GET" | "POST", path: string, token: string, form?: Record<string, string>) =>
  call<D>(t.app, method, path, { token, form }).then((r) => r.body);

let serial = 0;
/** A course order the learner paid through the sandbox provider, then asked to refund. */
async function refundRequestedOrder(): Promise<{ tradeNo: string; courseId: number }> {
  const [course] = await t.server.db
    .select()
    .from(courses)
    .where(
      sql`${courses.price} <> '0.00' and not exists (select 1 from ${coursePurchases} where ${coursePurchases.courseId} = ${courses.id})`,
    )
    .orderBy(asc(courses.id))
    .limit(1);
  const created = await api("POST", "/api/order/online/create", learner, {
    storeId: "0",
    productType: String(course!.productType),
    productId: String(course!.id),
    cartNum: "1",
    uniqueId: `admin-${serial++}`,
    payType: "1",
  });
  expect(created.status).toBe(200);
  const { uni, tradeNo } = created.data;
  const pay = await api("POST", "/api/order/online/pay", learner, { uni, payType: "1", from: "pc" });
  expect(pay.status).toBe(200);
  expect((await pressOnScanPage(t, pay.data.codeUrl)).status).toBe(303);
  await t.server.payments.sandbox!.deliverDue();
  const refund = await api("POST", "/api/order/refund", learner, { tradeNo, reason: "课程内容与预期不符" });
  expect(refund.data.status).toBe("refunding");
  return { tradeNo, courseId: course!.id };
}

const auditRows = (action: string, target: string) =>
  t.server.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target), eq(adminAuditLog.outcome, "ok")));

beforeAll(async () => {
  t = await startTestServer();
  finance = await loginAs(t.app, "13800000012");
  support = await loginAs(t.app, "13800000013");
  const passwordHash = await hashPassword(DEMO.password);
  [{ id: learnerId }] = (await t.server.db
    .insert(users)
    .values({ mobile: LEARNER_PHONE, username: "退款学员", passwordHash })
    .returning({ id: users.id })) as [{ id: number }];
  learner = await loginAs(t.app, LEARNER_PHONE);
});
afterAll(() => t.close());

describe("refund approval in the console", () => {
  it("approves: the provider refunds, the order is refunded, the course withdrawn, the learner told, one audit row", async () => {
    const { tradeNo, courseId } = await refundRequestedOrder();
    const decided = await api("POST", `/api/admin/orders/${tradeNo}/refund`, finance, { decision: "approve" });
    expect(decided).toMatchObject({ status: 200, msg: "退款已批准，款项已原路退回" });
    expect(decided.data.order.status).toBe("refunded");
    expect(decided.data.refunds[0]).toMatchObject({ status: "succeeded" });
    expect(decided.data.events.map((e: { toStatus: string }) => e.toStatus)).toEqual(
      ["created", "paying", "paid", "refunding", "refunded"].slice(-decided.data.events.length),
    );
    const learnerView = await api("GET", `/api/order/detail/${tradeNo}`, learner);
    expect(learnerView.data).toMatchObject({ status: "refunded", refund: { status: "succeeded" } });
    const owned = await t.server.db
      .select()
      .from(coursePurchases)
      .where(and(eq(coursePurchases.userId, learnerId), eq(coursePurchases.courseId, courseId)));
    expect(owned).toHaveLength(0);
    expect((await t.server.payments.sandbox!.trade(tradeNo))!.state).toBe("REFUND");
    const told = await t.server.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, learnerId), eq(messages.title, "退款成功")));
    expect(told).toHaveLength(1);
    const [audit, ...more] = await auditRows("adminRefundDecide", `order:${tradeNo}`);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorLabel: "财务专员（138****0012）" });
    expect(audit!.before).toMatchObject({ status: "refunding", tradeNo });
    expect(audit!.after).toMatchObject({ status: "refunded", tradeNo });

    // again: nothing more happens, and it says why
    const again = await api("POST", `/api/admin/orders/${tradeNo}/refund`, finance, { decision: "approve" });
    expect(again.status).toBe(409);
    expect(again.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await auditRows("adminRefundDecide", `order:${tradeNo}`)).toHaveLength(1);
  });

  it("two approvals at once refund once (the provider is asked with the same refund number)", async () => {
    const { tradeNo } = await refundRequestedOrder();
    const [trade] = await Promise.all([t.server.payments.sandbox!.trade(tradeNo)]);
    const results = await Promise.all(
      [1, 2, 3].map(() => api("POST", `/api/admin/orders/${tradeNo}/refund`, finance, { decision: "approve" })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
    const after = await t.server.payments.sandbox!.trade(tradeNo);
    expect(after!.refundedFen).toBe(trade!.amountFen);
    expect(await auditRows("adminRefundDecide", `order:${tradeNo}`)).toHaveLength(1);
  });

  it("rejects: the order is paid again and the learner told", async () => {
    const { tradeNo } = await refundRequestedOrder();
    const decided = await api("POST", `/api/admin/orders/${tradeNo}/refund`, finance, { decision: "reject" });
    expect(decided).toMatchObject({ status: 200, msg: "已驳回退款申请" });
    expect(decided.data.order.status).toBe("paid");
    expect(decided.data.refunds[0]).toMatchObject({ status: "rejected" });
    expect((await t.server.payments.sandbox!.trade(tradeNo))!.refundedFen).toBe(0);
    const [audit] = await auditRows("adminRefundDecide", `order:${tradeNo}`);
    expect(audit!.after).toMatchObject({ status: "paid" });
  });

  it("refuses bad input and unknown orders in Chinese", async () => {
    const bad = await api("POST", "/api/admin/orders/T0000000001/refund", finance, { decision: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.msg).toContain("decision");
    const unknown = await api("POST", "/api/admin/orders/T0000000001/refund", finance, { decision: "approve" });
    expect(unknown).toMatchObject({ status: 404, msg: "订单不存在" });
    const notRefunding = await insertOrder(t, learnerId, { status: "paid" });
    const refused = await api("POST", `/api/admin/orders/${notRefunding}/refund`, finance, { decision: "approve" });
    expect(refused.status).toBe(409);
  });
});

describe("order list and CSV export", () => {
  it("filters by status, phone, order number and Beijing days", async () => {
    const cheap = await insertOrder(t, learnerId, { status: "closed", amountFen: 990, productName: '测试,商品"甲"' });
    const byNumber = await api("GET", `/api/admin/orders?tradeNo=${cheap}`, finance);
    expect(byNumber.data.total).toBe(1);
    expect(byNumber.data.list[0]).toMatchObject({
      tradeNo: cheap,
      amount: "9.90",
      phone: LEARNER_PHONE,
      status: "closed",
    });
    const byPhone = await api("GET", `/api/admin/orders?phone=${LEARNER_PHONE}&status=closed`, finance);
    expect(byPhone.data.list.map((o: { tradeNo: string }) => o.tradeNo)).toEqual([cheap]);
    // TEST_START is 2026-11-20 10:00 in Beijing
    const today = await api("GET", `/api/admin/orders?phone=${LEARNER_PHONE}&from=2026-11-20&to=2026-11-20`, finance);
    expect(today.data.total).toBeGreaterThanOrEqual(1);
    const tomorrow = await api("GET", `/api/admin/orders?phone=${LEARNER_PHONE}&from=2026-11-21`, finance);
    expect(tomorrow.data.total).toBe(0);
    const all = await api("GET", "/api/admin/orders?pageSize=100", finance);
    const times = all.data.list.map((o: { createdAt: string }) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("refuses bad filters in Chinese naming the field", async () => {
    expect((await api("GET", "/api/admin/orders?status=lost", finance)).msg).toContain("status");
    expect((await api("GET", "/api/admin/orders?from=20261120", finance)).msg).toContain("from");
    expect((await api("GET", "/api/admin/orders?pageSize=7", finance)).msg).toContain("pageSize");
    expect(await api("GET", "/api/admin/orders?from=2026-11-21&to=2026-11-20", finance)).toMatchObject({
      status: 400,
      msg: "开始日期不能晚于结束日期",
    });
  });

  it("exports UTF-8 CSV with a byte-order mark, quoted fields and the filters applied; logs the export", async () => {
    const response = await t.app.request(`/api/admin/orders-export.csv?phone=${LEARNER_PHONE}&status=closed`, {
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-2026-11-20\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "订单号,下单时间,支付时间,状态,用户ID,手机号,用户名,商品类型,商品,金额(元),支付方式,支付流水号,已开票",
    );
    expect(lines).toHaveLength(3); // header, one closed order, the final empty line
    expect(lines[1]).toContain('"测试,商品""甲"""');
    expect(lines[1]).toContain(",已关闭,");
    expect(lines[1]).toContain(",2026-11-20 10:00:00,");
    const [logged] = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminOrderExport"), eq(adminAuditLog.outcome, "ok")));
    expect(logged!.after).toMatchObject({ rows: 1 });
  });

  it("refuses the export to other roles (403, audit row), without a token (401) and with bad filters (400)", async () => {
    const denied = await t.app.request("/api/admin/orders-export.csv", {
      headers: { authorization: `Bearer ${support}` },
    });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { msg: string }).msg).toBe("无权访问：该操作需要财务 或 管理员角色");
    const rows = await t.server.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "adminOrderExport"), eq(adminAuditLog.outcome, "denied")));
    expect(rows).toHaveLength(1);
    const anonymous = await t.app.request("/api/admin/orders-export.csv");
    expect(((await anonymous.json()) as { status: number }).status).toBe(401);
    const bad = await t.app.request("/api/admin/orders-export.csv?to=tomorrow", {
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toContain("to");
  });
});
